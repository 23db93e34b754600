/**
 * The API data and its views, a chunk of its own: the tables after a client-side navigation or a
 * choice of release, and what the version picker announces.
 */
export const loadApiData = () => import(/* webpackChunkName: "api-reference" */ './ApiTableData');
