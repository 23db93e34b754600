import { describe, expect, it } from 'vitest';
import {
  demoTitleLevel,
  demoTitleTag,
  setDemoHeadingLevels,
  type HeadingTreeNode,
} from '../../../src/shared/site/demoHeading';

const heading = (depth: number): HeadingTreeNode => ({
  type: 'heading',
  depth,
  children: [{ type: 'text', value: 'x' }],
});
const demo = (attrs = ''): HeadingTreeNode => ({
  type: 'paragraph',
  children: [
    { type: 'html', value: `<code src="../../demos/simple.tsx"${attrs} title="Staff">` },
    { type: 'html', value: '</code>' },
  ],
});
const tagOf = (node: HeadingTreeNode) => node.children![0].value;

describe('demo title heading levels', () => {
  it('puts each demo title one level below the heading it follows', () => {
    const first = demo();
    const second = demo();
    const third = demo();
    const tree = {
      type: 'root',
      children: [heading(1), first, heading(2), second, heading(3), heading(2), third],
    };
    expect(setDemoHeadingLevels(tree)).toBe(3);
    expect(tagOf(first)).toBe('<code level="2" src="../../demos/simple.tsx" title="Staff">');
    expect(tagOf(second)).toContain('level="3"');
    expect(tagOf(third)).toContain('level="3"');
  });

  it('treats a demo before any heading as under the page title, and stops at h6', () => {
    const early = demo();
    const deep = demo();
    setDemoHeadingLevels({ type: 'root', children: [early, heading(6), deep] });
    expect(tagOf(early)).toContain('level="2"');
    expect(tagOf(deep)).toContain('level="6"');
    expect(demoTitleLevel(0)).toBe(2);
  });

  it('keeps a level an author wrote, and leaves other HTML and code without src alone', () => {
    const own = demo(' level="4"');
    const other: HeadingTreeNode = {
      type: 'html',
      value: '<code>inline</code><div class="x"></div>',
    };
    expect(setDemoHeadingLevels({ type: 'root', children: [heading(1), own, other] })).toBe(0);
    expect(tagOf(own)).toBe('<code src="../../demos/simple.tsx" level="4" title="Staff">');
    expect(other.value).toBe('<code>inline</code><div class="x"></div>');
  });

  it('renders the level as an h2–h6 element, h2 when it is missing or out of range', () => {
    expect(demoTitleTag('3')).toBe('h3');
    expect(demoTitleTag(6)).toBe('h6');
    expect(demoTitleTag(undefined)).toBe('h2');
    expect(demoTitleTag('1')).toBe('h2');
    expect(demoTitleTag('9')).toBe('h2');
  });
});
