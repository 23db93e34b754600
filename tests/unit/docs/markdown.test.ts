import {
  demoElementId,
  parseFrontMatter,
  parseMarkdownPage,
  slugify,
  stripInline,
} from '../../../src/node/docs/markdown';

describe('parseFrontMatter', () => {
  it('reads scalars, nested groups, flow lists over several lines and block lists', () => {
    const fm = parseFrontMatter(
      [
        'title: Fixed columns',
        'description: "Columns that stay: left and right"',
        'keywords:',
        '  [',
        '    fixed,',
        '    sticky columns,',
        '  ]',
        'group:',
        '  title: Scrolling',
        '  order: 2',
        'order: 1',
        'debug: true',
        'tags:',
        '  - a',
        '  - b',
      ].join('\n'),
    );
    expect(fm).toEqual({
      title: 'Fixed columns',
      description: 'Columns that stay: left and right',
      keywords: ['fixed', 'sticky columns'],
      group: { title: 'Scrolling', order: 2 },
      order: 1,
      debug: true,
      tags: ['a', 'b'],
    });
  });

  it('reads inline flow lists and comma-separated keywords', () => {
    expect(parseFrontMatter('keywords: [a, b]').keywords).toEqual(['a', 'b']);
    expect(parseFrontMatter('keywords: a, b').keywords).toEqual(['a', 'b']);
  });
});

describe('stripInline', () => {
  it('turns code spans, links, emphasis and tags into plain text', () => {
    expect(
      stripInline('Use [`rowKey`](/#prop-rowkey) **always**, _not_ <Badge>index</Badge>.'),
    ).toBe('Use rowKey always, not index.');
  });

  it('keeps snake_case and identifiers intact', () => {
    expect(stripInline('`EXPAND_COLUMN` and snake_case_name')).toBe(
      'EXPAND_COLUMN and snake_case_name',
    );
  });
});

describe('slugify', () => {
  it('follows github-slugger: lower-case, punctuation dropped, spaces to dashes, CJK kept', () => {
    expect(slugify('Props used')).toBe('props-used');
    expect(slugify('Column Props')).toBe('column-props');
    expect(slugify('Try it!')).toBe('try-it');
    expect(slugify('用到的属性')).toBe('用到的属性');
    expect(slugify('sticky.offsetHeader')).toBe('stickyoffsetheader');
  });

  it('numbers repeated slugs', () => {
    const seen = new Map<string, number>();
    expect([slugify('Usage', seen), slugify('Usage', seen), slugify('Usage', seen)]).toEqual([
      'usage',
      'usage-1',
      'usage-2',
    ]);
  });
});

describe('demoElementId', () => {
  it('matches the ids dumi gives <code src> demos', () => {
    expect(
      demoElementId('docs/demo/expanded-row-render.md', '../../demos/expanded-row-render.tsx'),
    ).toBe('docs-demo-expanded-row-render-demo-expanded-row-render');
    expect(
      demoElementId(
        'docs/demo/expanded-row-render.zh-CN.md',
        '../../demos/expanded-row-render.tsx',
      ),
    ).toBe('docs-demo-expanded-row-render-demo-expanded-row-render');
    expect(demoElementId('docs/index.md', '../demos/_example.tsx')).toBe('docs-demo-_example');
  });
});

describe('parseMarkdownPage', () => {
  const page = parseMarkdownPage(
    `---
title: Expanded rows
description: Show extra content under a row.
---

# Expanded rows

\`expandable.expandedRowRender\` adds an expand column
and a row beneath.

<code src="../../demos/expanded-row-render.tsx" title="Orders with \`items\`" description="Expand an order."></code>

## Try it

- Open **SO-1044**.
- Close SO-1041.

\`\`\`tsx
const ignored = 'code is not indexed';
\`\`\`

| Prop | Use |
| --- | --- |
| rowKey | identity |

## Try it
`,
    'docs/demo/expanded-row-render.md',
  );

  it('takes the title from the front matter', () => {
    expect(page.title).toBe('Expanded rows');
  });

  it('splits sections with their heading ids and plain paragraphs, skipping code', () => {
    expect(page.sections).toEqual([
      {
        depth: 1,
        title: 'Expanded rows',
        id: 'expanded-rows',
        paragraphs: ['expandable.expandedRowRender adds an expand column and a row beneath.'],
      },
      {
        depth: 2,
        title: 'Try it',
        id: 'try-it',
        paragraphs: ['Open SO-1044.', 'Close SO-1041.', 'Prop Use', 'rowKey identity'],
      },
      { depth: 2, title: 'Try it', id: 'try-it-1', paragraphs: [] },
    ]);
  });

  it('leaves HTML comments, such as the Props used marker, out of the text', () => {
    const marked = parseMarkdownPage(
      [
        '# Page',
        '',
        '## Props used',
        '',
        "<!-- props-used: generated at build time from the demo's source -->",
        '',
        '<!--',
        'a note over',
        'two lines -->',
        'Text after.',
      ].join('\n'),
      'docs/demo/page.md',
    );
    expect(marked.sections[1]).toMatchObject({ title: 'Props used', paragraphs: ['Text after.'] });
  });

  it('lists demos with title, description and element id', () => {
    expect(page.demos).toEqual([
      {
        src: '../../demos/expanded-row-render.tsx',
        title: 'Orders with items',
        description: 'Expand an order.',
        id: 'docs-demo-expanded-row-render-demo-expanded-row-render',
      },
    ]);
  });
});
