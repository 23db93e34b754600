/** Search index URL per locale id, generated at build time by src/plugins/search.ts. */
declare module '@@/plugin-searchIndex/manifest' {
  const manifest: Record<string, string>;
  export default manifest;
}
