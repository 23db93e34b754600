import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'hast';
import { blockCodeKey } from '../../shared/codeTypes/keys';

/**
 * The plugin's options: a revision of the code that names the blocks. dumi keeps each page's
 * compiled Markdown by its text and its plugins' options, so a new way of naming gives new pages.
 */
export function rehypeCodeTypesOptions(): { revision: string } {
  const hash = createHash('sha256');
  for (const file of ['../../shared/codeTypes/keys.ts', 'rehypeCodeTypes.ts'])
    hash.update(readFileSync(join(__dirname, file)));
  return { revision: hash.digest('hex').slice(0, 16) };
}

interface SourceCodeNode {
  type: 'element';
  tagName: string;
  properties?: Record<string, unknown>;
  children?: Array<{ type: string; value?: string }>;
}

function walk(node: { children?: unknown[] }, visit: (element: SourceCodeNode) => void): void {
  for (const child of (node.children ?? []) as Array<SourceCodeNode & { children?: unknown[] }>) {
    if (child.type === 'element') visit(child);
    walk(child, visit);
  }
}

/**
 * Names each code block of a page with a language (dumi's `<SourceCode>`, which its own rehype step
 * makes of a fence) by its code, as `typesKey`: the theme's SourceCode shows the build's
 * highlighted HTML of that block, with types in TypeScript and JavaScript
 * (src/node/plugins/codeTypes.ts). A block is the text of its `<SourceCode>`.
 */
export default function rehypeCodeTypes() {
  return (tree: Root): void => {
    walk(tree as { children?: unknown[] }, (element) => {
      if (element.tagName !== 'SourceCode') return;
      const lang = element.properties?.lang;
      const code = (element.children ?? []).map((child) => child.value ?? '').join('');
      const key = blockCodeKey(typeof lang === 'string' ? lang : undefined, code);
      if (key) element.properties = { ...element.properties, typesKey: key };
    });
  };
}
