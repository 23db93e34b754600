import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { dropUnusedBuiltins } = require('../../../src/node/patches/loaders/unusedBuiltins.cjs') as {
  dropUnusedBuiltins: (source: string) => string;
};

/** The head of a page module as dumi's Markdown loader and Babel leave it. */
const page = (
  body: string,
) => `import API from '/repo/node_modules/dumi/theme-default/builtins/API/index.js';
import Previewer from '/repo/node_modules/dumi/theme-default/builtins/Previewer/index.js';
import Table from '/repo/node_modules/dumi/theme-default/builtins/Table/index.js';
import ApiTable from '/repo/.dumi/theme/builtins/ApiTable/index.tsx';
import { DumiDemo } from 'dumi';
import { Link } from 'dumi';
import LoadingComponent from '@@/dumi/theme/loading';
import React, { Suspense } from 'react';
import { DumiPage } from 'dumi';
import { texts as $$contentTexts } from '/repo/docs/page.md?type=text';
import { jsx as _jsx } from "react/jsx-runtime";
function DumiMarkdownContent() {
  return /*#__PURE__*/_jsx(DumiPage, { children: _jsx(Suspense, { fallback: _jsx(LoadingComponent, {}), children: ${body} }) });
}
export default DumiMarkdownContent;
`;

describe('page modules import only the builtins they render', () => {
  it('keeps the demo renderer on a demo page and drops the rest', () => {
    const out = dropUnusedBuiltins(page('_jsx(DumiDemo, { demo: { id: "simple" } })'));
    expect(out).toContain("import { DumiDemo } from 'dumi';");
    for (const name of ['API', 'Previewer', 'Table', 'ApiTable', 'Link']) {
      expect(out).not.toMatch(new RegExp(`^import (\\{ )?${name}\\b`, 'm'));
    }
  });

  it('keeps links and tables on a page without demos', () => {
    const out = dropUnusedBuiltins(
      page('[_jsx(Link, { to: "/demo" }), _jsx(Table, { children: "…" })]'),
    );
    expect(out).toContain("import { Link } from 'dumi';");
    expect(out).toContain(
      "import Table from '/repo/node_modules/dumi/theme-default/builtins/Table/index.js';",
    );
    expect(out).not.toContain('DumiDemo');
    expect(out).not.toContain('Previewer');
  });

  it('never drops what the page itself needs, nor a name used only as a property elsewhere', () => {
    const out = dropUnusedBuiltins(page('_jsx("p", { children: props.ApiTable })'));
    expect(out).toContain("import LoadingComponent from '@@/dumi/theme/loading';");
    expect(out).toContain("import React, { Suspense } from 'react';");
    expect(out).toContain("import { DumiPage } from 'dumi';");
    expect(out).toContain(
      "import { texts as $$contentTexts } from '/repo/docs/page.md?type=text';",
    );
    expect(out).not.toContain('builtins/ApiTable');
  });

  it('does not count a name that only occurs in the page text', () => {
    const out = dropUnusedBuiltins(
      page(
        '[_jsx("h2", { id: "api", children: "API" }), _jsx("p", { children: \'A "Table" of \\\'Link\\\'s\' })]',
      ),
    );
    for (const name of ['API', 'Table', 'Link']) {
      expect(out).not.toMatch(new RegExp(`^import (\\{ )?${name}\\b`, 'm'));
    }
  });

  it('leaves a module without such imports untouched', () => {
    const source = 'export const texts = [{ value: "Table" }];\n';
    expect(dropUnusedBuiltins(source)).toBe(source);
  });
});
