/**
 * Annotates code in a worker thread (src/node/plugins/codeTypes.ts starts it), so that the demos'
 * files are annotated while webpack compiles: `workerData` is `{ rootDir, codes }`, the answer the
 * HTML of each code as `[key, html]` pairs, or `{ error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createCodeTypes } from './index';
import { siteCodeHtml, type SiteCode } from './site';

const { rootDir, codes } = workerData as { rootDir: string; codes: SiteCode[] };
try {
  const codeTypes = createCodeTypes({ rootDir });
  const html = siteCodeHtml(codeTypes, codes);
  codeTypes.dispose();
  parentPort?.postMessage({ html: [...html] });
} catch (error) {
  parentPort?.postMessage({
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}
