import { describe, expect, it } from 'vitest';
import { copiedCode } from '../../../.dumi/theme/builtins/SourceCode/copyCode';

describe('copiedCode', () => {
  it('copies a block as it is shown, without the line break that ends the fence', () => {
    expect(copiedCode('npm install rc-table\n', 'bash')).toBe('npm install rc-table');
    expect(copiedCode('const a = 1;\n\nconst b = 2;\n', 'ts')).toBe('const a = 1;\n\nconst b = 2;');
  });

  it('leaves the prompts out of shell blocks only', () => {
    expect(copiedCode('$ npm test\n> lint\n', 'sh')).toBe('npm test\nlint');
    expect(copiedCode('a > b\n$ c\n', 'ts')).toBe('a > b\n$ c');
  });
});
