/** The rendered HTML as the browser's parser reads it inside a `<pre>` (parse5). */
import { parseFragment, serialize, type DefaultTreeAdapterMap, type ParserError } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

export interface ParsedPre {
  fragment: DefaultTreeAdapterMap['documentFragment'];
  errors: ParserError[];
  elements: Element[];
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const isText = (node: Node): node is DefaultTreeAdapterMap['textNode'] => node.nodeName === '#text';

export const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

export const classes = (element: Element): string[] =>
  (attribute(element, 'class') ?? '').split(' ').filter(Boolean);

/** Parses `html` as the content of a `<pre>`, with the parser's errors. */
export function parsePre(html: string): ParsedPre {
  const context = parseFragment('<pre></pre>').childNodes[0] as Element;
  const errors: ParserError[] = [];
  const fragment = parseFragment(context, html, { onParseError: (error) => errors.push(error) });
  const elements: Element[] = [];
  const walk = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (isElement(child)) {
        elements.push(child);
        walk(child);
      }
    }
  };
  walk(fragment);
  return { fragment, errors, elements };
}

/** Serialised again: equal to the input when the parser took the markup as written. */
export const reserialized = (parsed: ParsedPre): string => serialize(parsed.fragment);

/** The text, leaving out the elements `skip` accepts (and their content). */
export function textOf(
  node: ParentNode,
  skip: (element: Element) => boolean = () => false,
): string {
  let text = '';
  for (const child of node.childNodes) {
    if (isText(child)) text += child.value;
    else if (isElement(child) && !skip(child)) text += textOf(child, skip);
  }
  return text;
}

export const isTooltip = (element: Element): boolean => attribute(element, 'role') === 'tooltip';

/** The text the page shows without tooltips: the code. */
export const codeText = (parsed: ParsedPre): string => textOf(parsed.fragment, isTooltip);

/** The identifiers with a tooltip: the element named by `aria-describedby`, and the tooltip. */
export function references(parsed: ParsedPre): { name: Element; tip: Element | undefined }[] {
  const byId = new Map(
    parsed.elements.flatMap((element) => {
      const id = attribute(element, 'id');
      return id ? [[id, element] as const] : [];
    }),
  );
  return parsed.elements
    .filter((element) => attribute(element, 'aria-describedby') !== undefined)
    .map((name) => ({ name, tip: byId.get(attribute(name, 'aria-describedby') as string) }));
}

/** A tooltip for the identifier `name`: its text (type, docs, tags). */
export function tooltipsOf(parsed: ParsedPre, name: string): string[] {
  return references(parsed)
    .filter((reference) => textOf(reference.name) === name)
    .map((reference) => (reference.tip ? textOf(reference.tip) : ''));
}
