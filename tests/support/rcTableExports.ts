import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The names rc-table's index.d.ts (in `libDir`) exports, the default export as `Table`. */
export function packageExports(libDir: string): string[] {
  const file = path.join(libDir, 'index.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2020);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) names.push('Table');
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    }
  }
  return names;
}
