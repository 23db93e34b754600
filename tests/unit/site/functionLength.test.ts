import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No function over 100 lines outside the tests (issue 37): the site's code (src/), the theme
 * and app (.dumi/), and the scripts. A long function is split where it reads as steps.
 */

const ROOT = process.cwd();
const LIMIT = 100;
const FOLDERS = ['src', '.dumi', 'scripts'];
const SKIP = /^(tmp|tmp-production|node_modules)$/;

function codeFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.test(entry.name) ? [] : codeFiles(path);
    return /\.(tsx?|[cm]?js)$/.test(entry.name) ? [path] : [];
  });
}

/** Every function of a file longer than `LIMIT` lines, as `file:line name (n lines)`. */
function longFunctions(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const line = (position: number) => source.getLineAndCharacterOfPosition(position).line;
      const lines = line(node.getEnd()) - line(node.getStart(source)) + 1;
      const named = node.name ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name : null);
      if (lines > LIMIT)
        found.push(
          `${file}:${line(node.getStart(source)) + 1} ${named?.getText(source) ?? '(anonymous)'} (${lines} lines)`,
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the length of functions', () => {
  it(`keeps every function outside the tests at ${LIMIT} lines or fewer`, () => {
    expect(FOLDERS.flatMap(codeFiles).flatMap(longFunctions)).toEqual([]);
  });
});
