import { existsSync, readFileSync } from 'node:fs';
import type { IApi } from 'dumi';
import { withoutDebugPages } from '../site/debugPages';

/**
 * True when a build should drop the `debug: true` pages: production builds do, unless
 * `SITE_DEBUG_PAGES=1` asks to keep them (the sub-path e2e build tests the crash fixture page).
 */
export function dropsDebugPages(
  env: string | undefined,
  vars: Record<string, string | undefined>,
): boolean {
  return env === 'production' && vars.SITE_DEBUG_PAGES !== '1';
}

/** Drops `debug: true` pages from the production route table (they stay in `npm start`). */
export default function debugPagesPlugin(api: IApi): void {
  api.describe({ key: 'debugPages' });
  if (!dropsDebugPages(api.env, process.env)) return;
  api.modifyRoutes((routes) =>
    withoutDebugPages(routes, (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null)),
  );
}
