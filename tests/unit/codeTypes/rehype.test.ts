import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import rehypeCodeTypes, { rehypeCodeTypesOptions } from '../../../src/node/plugins/rehypeCodeTypes';
import { blockCodeKey } from '../../../src/shared/codeTypes/keys';

const TSX = "import Table from 'rc-table';\n\nexport default () => <Table />;";

/** dumi's `<SourceCode>` of a fence: its language, and the code with a trailing line break. */
const sourceCode = (lang: string, code: string): Element => ({
  type: 'element',
  tagName: 'SourceCode',
  properties: { lang },
  children: [{ type: 'text', value: `${code}\n` }],
});

const element = (tagName: string, children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});

const run = (tree: Root): Root => {
  rehypeCodeTypes()(tree);
  return tree;
};

describe('rehypeCodeTypes', () => {
  it("names a TypeScript block by its code's key", () => {
    const block = sourceCode('tsx', TSX);
    run({ type: 'root', children: [block] });
    expect(block.properties).toEqual({ lang: 'tsx', typesKey: blockCodeKey('tsx', TSX) });
    expect(block.properties?.typesKey).toMatch(/^block-[0-9a-f]{8}$/);
  });

  it('finds blocks nested in other elements', () => {
    const first = sourceCode('jsx', 'export default () => <div />;');
    const second = sourceCode('ts', 'export const b = 2;');
    run({
      type: 'root',
      children: [element('div', [element('section', [first]), element('p', [second])])],
    });
    expect(first.properties?.typesKey).toBe(blockCodeKey('jsx', 'export default () => <div />;'));
    expect(second.properties?.typesKey).toBe(blockCodeKey('ts', 'export const b = 2;'));
    expect(first.properties?.typesKey).not.toBe(second.properties?.typesKey);
  });

  it('names a block in a language without types too: the build highlights it', () => {
    const bash = sourceCode('bash', 'npm install rc-table');
    run({ type: 'root', children: [bash] });
    expect(bash.properties?.typesKey).toBe(blockCodeKey('bash', 'npm install rc-table'));
  });

  it('leaves a block without a language and other elements alone', () => {
    const plain: Element = {
      type: 'element',
      tagName: 'SourceCode',
      properties: {},
      children: [{ type: 'text', value: 'just text\n' }],
    };
    const pre = element('pre', [{ type: 'text', value: TSX }]);
    pre.properties = { lang: 'tsx' };
    const paragraph = element('p', [{ type: 'text', value: TSX }]);
    const tree: Root = { type: 'root', children: [plain, pre, paragraph] };
    const before = structuredClone(tree);
    run(tree);
    expect(tree).toEqual(before);
  });
});

describe('rehypeCodeTypesOptions', () => {
  it('is a revision of the code that names the blocks, so dumi compiles the pages again when it changes', () => {
    const hash = createHash('sha256');
    for (const file of ['src/shared/codeTypes/keys.ts', 'src/node/plugins/rehypeCodeTypes.ts']) {
      hash.update(readFileSync(file));
    }
    expect(rehypeCodeTypesOptions()).toEqual({ revision: hash.digest('hex').slice(0, 16) });
  });
});
