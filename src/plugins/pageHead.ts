import type { IApi } from 'dumi';
import { fixClientShell, fixPageHead, pageHeadProblems, pageLang } from '../site/pageHead';

/**
 * Gives every exported page its own language and title before any script runs, and the pages umi
 * does not prerender (standalone demos) a language and a zoomable viewport (src/site/pageHead.ts).
 */
export default function pageHeadPlugin(api: IApi): void {
  api.describe({ key: 'pageHead' });
  api.modifyExportHTMLFiles((files) =>
    files.map((file) => {
      const lang = pageLang(file.path, api.config.locales ?? []);
      const content = fixPageHead(fixClientShell(file.content, lang), lang);
      const problems = pageHeadProblems(content);
      if (problems.length) {
        throw new Error(`pageHead: ${file.path}: ${problems.join('; ')} (has umi's HTML shell changed?)`);
      }
      return { ...file, content };
    }),
  );
}
