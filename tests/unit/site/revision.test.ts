import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { revisionOf } from '../../../src/node/site/revision';

describe('revisionOf', () => {
  it('changes with a file, with a file of a folder, and with a folder’s file names', () => {
    const root = mkdtempSync(join(tmpdir(), 'revision-'));
    try {
      writeFileSync(join(root, 'a.ts'), 'one');
      mkdirSync(join(root, 'facts'));
      writeFileSync(join(root, 'facts', 'x.json'), '{}');
      const paths = [join(root, 'a.ts'), join(root, 'facts'), join(root, 'missing.json')];
      const first = revisionOf(paths);
      expect(first).toMatch(/^[0-9a-f]{16}$/);
      expect(revisionOf(paths)).toBe(first);
      writeFileSync(join(root, 'a.ts'), 'two');
      const second = revisionOf(paths);
      expect(second).not.toBe(first);
      writeFileSync(join(root, 'facts', 'y.json'), '{}');
      const third = revisionOf(paths);
      expect(third).not.toBe(second);
      rmSync(join(root, 'facts', 'y.json'));
      writeFileSync(join(root, 'facts', 'z.json'), '{}');
      expect(revisionOf(paths)).not.toBe(third);
      // A missing path counts for nothing until it exists.
      expect(revisionOf(paths)).toBe(revisionOf(paths.slice(0, 2)));
      writeFileSync(join(root, 'missing.json'), '[]');
      expect(revisionOf(paths)).not.toBe(revisionOf(paths.slice(0, 2)));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
