import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(join(__dirname, '../..', file), 'utf8');
/** The lines that run a command, without comments. */
const commands = (text: string) => text.split('\n').filter((line) => !/^\s*#/.test(line));

describe('one install step', () => {
  for (const file of ['.ci/run', '.github/workflows/pages.yml']) {
    it(`${file} installs the npm packages with scripts/install.sh and nothing else`, () => {
      const lines = commands(read(file));
      expect(lines.filter((line) => line.includes('bash scripts/install.sh'))).toHaveLength(1);
      expect(lines.filter((line) => /\bnpm (ci|install|i)\b/.test(line))).toEqual([]);
    });
  }

  it('falls back from npm ci to npm install of the locked versions', () => {
    const script = commands(read('scripts/install.sh')).join('\n');
    expect(script).toMatch(/if ! npm ci\b[^\n]*; then\n[^]*npm install\b/);
  });
});
