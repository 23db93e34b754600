import { existsSync, readFileSync } from 'node:fs';
import type { IApi } from 'dumi';
import { readSiteConfig } from '../config';
import { dropsDebugPages, withoutDebugPages } from '../../shared/site/debugPages';

/** Drops debug-only pages (src/shared/site/debugPages.ts) from the production route table. */
export default function debugPagesPlugin(api: IApi): void {
  api.describe({ key: 'debugPages' });
  if (!dropsDebugPages(api.env, readSiteConfig())) return;
  api.modifyRoutes((routes) =>
    withoutDebugPages(routes, (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null)),
  );
}
