/**
 * What the browser bundle gets for `@@/plugin-siteCodeTypes/server`: the page already holds its
 * blocks' HTML, and a block shown after a client-side move fetches its own (./codeHtml.ts).
 */
const noServerHtml: Record<string, string> = {};
export default noServerHtml;
