declare module '*.css';
declare module '*.less';

/** API reference rows, generated at build time by src/plugins/api.ts. */
declare module '@@/plugin-apiReference/data' {
  /** Version of the installed rc-table the rows were read from. */
  export const libraryVersion: string;
  const rows: import('./src/api/model').ApiRow[];
  export default rows;
}
