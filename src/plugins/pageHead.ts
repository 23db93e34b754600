import type { IApi } from 'dumi';
import { fixPageHead, pageLang } from '../site/pageHead';

/** Gives every exported page its own language and title before any script runs (src/site/pageHead.ts). */
export default function pageHeadPlugin(api: IApi): void {
  api.describe({ key: 'pageHead' });
  api.modifyExportHTMLFiles((files) =>
    files.map((file) => ({
      ...file,
      content: fixPageHead(file.content, pageLang(file.path, api.config.locales ?? [])),
    })),
  );
}
