import { describe, expect, it } from 'vitest';
import {
  DEMO_ID_PLACEHOLDER,
  blockCodeKey,
  demoCodeKey,
  withIdPrefix,
} from '../../../src/shared/codeTypes/keys';

const CODE = "import Table from 'rc-table';\n\nexport default () => <Table columns={[]} />;";

describe('blockCodeKey', () => {
  it('names a block by its code, whatever whitespace surrounds it', () => {
    const key = blockCodeKey('tsx', CODE);
    expect(key).toMatch(/^block-[0-9a-f]{8}$/);
    expect(blockCodeKey('tsx', `\n  ${CODE}\n\n`)).toBe(key);
    expect(blockCodeKey('tsx', `${CODE}\n`)).toBe(key);
  });

  it('gives different code, or the same code in another language, another key', () => {
    const key = blockCodeKey('tsx', CODE);
    expect(blockCodeKey('tsx', CODE.replace('columns={[]}', 'columns={[ ]}'))).not.toBe(key);
    expect(blockCodeKey('tsx', CODE.replace('\n\n', '\n'))).not.toBe(key);
    expect(blockCodeKey('jsx', CODE)).not.toBe(key);
    expect(blockCodeKey('ts', 'const a = 1;')).not.toBe(blockCodeKey('ts', 'const a = 2;'));
  });

  it('names a block of any language, and none without a language (shown as plain text)', () => {
    for (const lang of ['ts', 'tsx', 'js', 'jsx', 'bash', 'json', 'css']) {
      expect(blockCodeKey(lang, CODE), lang).toMatch(/^block-[0-9a-f]{8}$/);
    }
    expect(blockCodeKey('bash', 'npm install rc-table')).not.toBe(
      blockCodeKey('sh', 'npm install rc-table'),
    );
    expect(blockCodeKey('', CODE)).toBeUndefined();
    expect(blockCodeKey(undefined, CODE)).toBeUndefined();
  });
});

describe('demoCodeKey', () => {
  it('names a demo file by its path under demos/, in the flavour shown', () => {
    expect(demoCodeKey('simple.tsx')).toBe('demos/simple.tsx');
    expect(demoCodeKey('_data/fleet.ts')).toBe('demos/_data/fleet.ts');
  });

  it('names its JavaScript flavour from the TypeScript path, as the build publishes it', () => {
    expect(demoCodeKey('simple.tsx', true)).toBe('demos/simple.jsx');
    expect(demoCodeKey('_data/fleet.ts', true)).toBe('demos/_data/fleet.js');
  });
});

describe('withIdPrefix', () => {
  const html =
    `<span class="code-types-ref"><span class="code-types-name" tabindex="0" aria-describedby="${DEMO_ID_PLACEHOLDER}-t0">x</span>` +
    `<span class="code-types-tip" role="tooltip" id="${DEMO_ID_PLACEHOLDER}-t0">const x: "${DEMO_ID_PLACEHOLDER}-t0"</span></span>\n` +
    `<span class="code-types-ref"><span class="code-types-name" aria-describedby="${DEMO_ID_PLACEHOLDER}-t1">y</span>` +
    `<span class="code-types-tip" role="tooltip" id="${DEMO_ID_PLACEHOLDER}-t1">const y: 2</span></span>`;

  it('gives every id and every reference to one the new prefix', () => {
    const result = withIdPrefix(html, 'panel-3');
    expect(result.match(/ id="[^"]*"/g)).toEqual([' id="panel-3-t0"', ' id="panel-3-t1"']);
    expect(result.match(/aria-describedby="[^"]*"/g)).toEqual([
      'aria-describedby="panel-3-t0"',
      'aria-describedby="panel-3-t1"',
    ]);
  });

  it('leaves the rest of the HTML as it was, the tooltip text that looks like an id included', () => {
    const result = withIdPrefix(html, 'panel-3');
    expect(result).toContain(`const x: "${DEMO_ID_PLACEHOLDER}-t0"`);
    expect(result.replace(/panel-3-/g, `${DEMO_ID_PLACEHOLDER}-`)).toBe(html);
    expect(withIdPrefix('<span title="codetypes-t0">codetypes-t0</span>', 'p')).toBe(
      '<span title="codetypes-t0">codetypes-t0</span>',
    );
  });
});
