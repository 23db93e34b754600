import { existsSync, readFileSync } from 'node:fs';
import type { IApi } from 'dumi';
import { withoutDebugPages } from '../site/debugPages';

/** Drops `debug: true` pages from the production route table (they stay in `npm start`). */
export default function debugPagesPlugin(api: IApi): void {
  api.describe({ key: 'debugPages' });
  if (api.env !== 'production') return;
  api.modifyRoutes((routes) =>
    withoutDebugPages(routes, (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null)),
  );
}
