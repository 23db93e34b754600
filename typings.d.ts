declare module '*.css';
declare module '*.less';

/** API reference rows and types, generated at build time by src/node/plugins/api.ts. */
declare module '@@/plugin-apiReference/data' {
  /** Version of the installed rc-table the rows were read from. */
  export const libraryVersion: string;
  /** Entries of the Types section. */
  export const types: import('./src/shared/api/model').ApiTypeEntry[];
  /** The demo pages that use each prop, by API anchor, per locale id. */
  export const usedBy: Record<string, import('./src/node/api/demoUsage').DemoUsage>;
  const rows: import('./src/shared/api/model').ApiRow[];
  export default rows;
}

declare module '@@/plugin-apiReference/releases' {
  /** The releases of the API history (src/node/api/releaseTypes.json), oldest first. */
  const releases: string[];
  export default releases;
}

/** dumi's icon set, imported as React components through umi's SVG loader (as dumi's theme does). */
declare module '@ant-design/icons-svg/inline-svg/*.svg' {
  export const ReactComponent: import('react').FC<import('react').SVGProps<SVGSVGElement>>;
}
