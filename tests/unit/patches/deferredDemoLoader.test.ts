import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { REWRITES } =
  require('../../../src/node/patches/loaders.cjs') as typeof import('../../../src/node/patches/loaders.cjs');

/** The page module as the loader leaves it (the page itself: no resource query). */
const useDeferredDemos = (source: string) =>
  REWRITES['deferred-demo'](source, { resourceQuery: '' } as never);

/** A page module as dumi's Markdown loader and Babel leave it, with one demo. */
const page = (previewerProps: string) => `import { DumiDemo } from 'dumi';
import { Link } from 'dumi';
function DumiMarkdownContent() {
  return _jsx(DumiDemo, {
    "demo": {
      "id": "docs-demo-_example"
    },
    "previewerProps": ${previewerProps}
  });
}
`;

describe('pages with a `defer` demo render it through DeferredDemo', () => {
  it('swaps the demo component of a page with a `defer` demo', () => {
    const out = useDeferredDemos(
      page(
        '{\n      "title": "Rocky {planets}",\n      "description": "<p>a \\"quoted\\" }</p>",\n      "defer": true\n    }',
      ),
    );
    expect(out).toMatch(/^import DumiDemo from ".*\/\.dumi\/theme\/common\/DeferredDemo\.tsx";$/m);
    expect(out).not.toContain("import { DumiDemo } from 'dumi';");
    expect(out).toContain("import { Link } from 'dumi';");
  });

  it('leaves pages without one as they are', () => {
    const source = page('{\n      "title": "Simple",\n      "filename": "demos/simple.tsx"\n    }');
    expect(useDeferredDemos(source)).toBe(source);
    // The word in the page text is not the attribute.
    const text = `${source}const texts = [{ "value": "\\"defer\\": true" }];\n`;
    expect(useDeferredDemos(text)).toBe(text);
  });

  it('points at a DeferredDemo that exists', () => {
    const out = useDeferredDemos(page('{ "defer": true }'));
    const path = JSON.parse(/^import DumiDemo from (".*");$/m.exec(out)?.[1] ?? '""') as string;
    expect(existsSync(path)).toBe(true);
  });

  it("leaves the page's demo and metadata modules alone", () => {
    const source = page('{ "defer": true }');
    expect(REWRITES['deferred-demo'](source, { resourceQuery: '?type=demo' } as never)).toBe(
      source,
    );
  });
});
