import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { rcTableProps } from '../api/propsUsed';
import { fillPropsUsed, type MdNode } from '../api/propsUsedMarkdown';

/** dumi stores the page path in the processor's data. */
interface ProcessorLike {
  data(key: string): unknown;
}

/** A `<code src>` demo relative to the page: a file, or a folder's index.tsx / index.ts. */
function readDemo(page: string, src: string): string | undefined {
  const base = resolve(dirname(page), src);
  const file = [base, join(base, 'index.tsx'), join(base, 'index.ts')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
  return file === undefined ? undefined : readFileSync(file, 'utf8');
}

/** Fills each page's `<!-- props-used -->` marker (src/node/api/propsUsedMarkdown.ts). */
export default function remarkPropsUsed(this: ProcessorLike) {
  return (tree: MdNode, file: { path?: string }) => {
    const page = String(this.data('fileAbsPath') ?? file.path ?? '');
    fillPropsUsed(tree, {
      page,
      readDemo: (src) => readDemo(page, src),
      known: rcTableProps(),
    });
  };
}
