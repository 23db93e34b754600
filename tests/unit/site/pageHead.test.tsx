import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import rehypePageHead from '../../../src/node/plugins/rehypePageHead';

const run = (frontmatter: Record<string, unknown>) => {
  const tree: Root = { type: 'root', children: [{ type: 'text', value: 'Body' }] };
  const file = { data: { frontmatter } };
  rehypePageHead()(tree, file);
  return { tree, frontmatter: file.data.frontmatter };
};

describe('rehypePageHead', () => {
  it('moves the description and keywords out of the front matter into a PageHead at the top', () => {
    const { tree, frontmatter } = run({
      title: 'Fixed columns',
      description: 'Keep "key" columns in view.',
      keywords: ['fixed', 'sticky columns'],
      order: 4,
    });
    expect(frontmatter).toEqual({ title: 'Fixed columns', order: 4 });
    const head = tree.children[0] as Element;
    expect(head).toMatchObject({ type: 'element', tagName: 'PageHead' });
    expect(head.properties).toEqual({
      description: 'Keep "key" columns in view.',
      keywords: '["fixed","sticky columns"]',
    });
    expect(tree.children[1]).toEqual({ type: 'text', value: 'Body' });
  });

  it('leaves a page without either as it is', () => {
    const { tree, frontmatter } = run({ title: 'Home' });
    expect(frontmatter).toEqual({ title: 'Home' });
    expect(tree.children).toHaveLength(1);
  });
});
