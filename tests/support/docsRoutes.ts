import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Routes as dumi builds them from docs/: `docs/demo/x.zh-CN.md` → `/zh-CN/demo/x`. */
export function docsRoutes(cwd: string): Array<{ absPath: string; file: string }> {
  const routes: Array<{ absPath: string; file: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(cwd, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md') && !entry.name.includes('$tab-')) {
        const locale = /\.zh-CN\.md$/.test(entry.name) ? '/zh-CN' : '';
        const path = rel
          .replace(/^docs/, '')
          .replace(/(\.zh-CN)?\.md$/, '')
          .replace(/\/index$/, '');
        routes.push({ absPath: `${locale}${path}` || '/', file: join(cwd, rel) });
      }
    }
  };
  walk('docs');
  return routes;
}
