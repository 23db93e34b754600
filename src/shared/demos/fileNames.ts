/** Not a `.d.ts`. */
export function isTypeScriptFile(name: string): boolean {
  return /\.[cm]?tsx?$/.test(name) && !/\.d\.[cm]?ts$/.test(name);
}

/** `index.tsx` → `index.jsx`, `fleet.ts` → `fleet.js`; other names unchanged. */
export function javaScriptFileName(name: string): string {
  if (!isTypeScriptFile(name)) return name;
  return name.replace(/\.([cm]?)ts(x?)$/, (_, module: string, jsx: string) => `.${module}js${jsx}`);
}
