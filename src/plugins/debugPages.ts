import { existsSync, readFileSync } from 'node:fs';
import type { IApi } from 'dumi';
import { readSiteConfig, type SiteConfig } from '../config';
import { withoutDebugPages } from '../site/debugPages';

/**
 * True when a build should drop the `debug: true` pages: production builds do, unless
 * `SITE_DEBUG_PAGES=1` asks to keep them (the sub-path e2e build tests the crash fixture page).
 */
export function dropsDebugPages(env: string | undefined, config: Pick<SiteConfig, 'debugPages'>): boolean {
  return env === 'production' && !config.debugPages;
}

/** Drops `debug: true` pages from the production route table (they stay in `npm start`). */
export default function debugPagesPlugin(api: IApi): void {
  api.describe({ key: 'debugPages' });
  if (!dropsDebugPages(api.env, readSiteConfig())) return;
  api.modifyRoutes((routes) =>
    withoutDebugPages(routes, (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null)),
  );
}
