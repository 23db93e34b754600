import { describe, expect, it } from 'vitest';
import {
  claimMarkerProblems,
  encodingProblems,
  inRcTableOfDemo,
  unexpectedErrors,
} from '../../../scripts/check-output';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('encodingProblems', () => {
  it('passes whole UTF-8 text, Chinese included', () => {
    expect(encodingProblems('a.html', bytes('<p>吸顶表头</p>'))).toEqual([]);
  });

  it('reports NUL bytes and replacement characters with the line of the first', () => {
    expect(encodingProblems('a.html', bytes('<p>ok</p>\n<p>吸\u0000\u0000顶</p>'))).toEqual([
      { file: 'a.html', line: 2, message: '2 × U+0000 (NUL), the first on this line' },
    ]);
    expect(encodingProblems('b.html', bytes('\uFFFD复制代码'))[0].message).toMatch(/U\+FFFD/);
  });

  it('reports bytes that are not UTF-8', () => {
    expect(encodingProblems('c.html', new Uint8Array([0x3c, 0xe5, 0x90, 0x3e]))).toEqual([
      { file: 'c.html', message: 'not valid UTF-8' },
    ]);
  });
});

const page =
  '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>\n' +
  '<table><colgroup><col></colgroup><tr><td>site</td><td>table</td></tr></table>\n' +
  '<div class="dumi-default-previewer-demo"><div class="rc-table"><table><colgroup><col></colgroup><tr><td>a</td><td>b</td></tr></table></div></div>\n' +
  '</body></html>';
const lineOf = (needle: string) => page.slice(0, page.indexOf(needle)).split('\n').length;
const columnOf = (needle: string) =>
  page.indexOf(needle) - page.lastIndexOf('\n', page.indexOf(needle));
const colMessage = (needle: string) => ({
  type: 'error',
  url: 'file:/site/dist/demo/x/index.html',
  message:
    'A table row was 2 columns wide and exceeded the column count established using column markup (1).',
  lastLine: lineOf(needle),
  lastColumn: columnOf(needle) + needle.length - 1,
});

describe('Nu checker errors', () => {
  it('lets a listed error through only inside a table rc-table renders in a demo', () => {
    expect(inRcTableOfDemo(page, page.indexOf('<td>b</td>'))).toBe(true);
    expect(inRcTableOfDemo(page, page.indexOf('<td>table</td>'))).toBe(false);
    const problems = unexpectedErrors(
      [colMessage('<td>b</td>'), colMessage('<td>table</td>')],
      () => page,
      '/site/dist',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'demo/x/index.html', line: 2 });
  });

  it('reports any other error, in a demo table or not', () => {
    const other = {
      ...colMessage('<td>b</td>'),
      message: 'Element “div” not allowed as child of element “pre” in this context.',
    };
    expect(unexpectedErrors([other], () => page, '/site/dist')).toHaveLength(1);
  });
});

describe('claimMarkerProblems', () => {
  it('reports a claim marker of the Markdown sources left in built output', () => {
    expect(claimMarkerProblems('a.md', '- Pitfall\n  <!-- claim: caption/x -->')).toHaveLength(1);
    expect(claimMarkerProblems('a.md', '- Pitfall\n<!-- props-used -->')).toEqual([]);
  });
});
