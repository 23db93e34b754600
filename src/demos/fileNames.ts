/** File names of the two flavours of a demo; plain string logic, safe for the browser bundle. */

/** Whether `name` is a TypeScript source file (`.ts`, `.tsx`, `.mts`, `.cts`; not a `.d.ts`). */
export function isTypeScriptFile(name: string): boolean {
  return /\.[cm]?tsx?$/.test(name) && !/\.d\.[cm]?ts$/.test(name);
}

/** `index.tsx` → `index.jsx`, `./_data/fleet.ts` → `./_data/fleet.js`; other names unchanged. */
export function javaScriptFileName(name: string): string {
  if (!isTypeScriptFile(name)) return name;
  return name.replace(/\.([cm]?)ts(x?)$/, (_, module: string, jsx: string) => `.${module}js${jsx}`);
}
