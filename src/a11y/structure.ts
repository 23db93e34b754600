/** Class of the terms added by `ensureDefinitionTerms`: read by screen readers, not shown. */
export const VISUALLY_HIDDEN_CLASS = 'site-visually-hidden';

/**
 * dumi renders some `<dl>` lists with `<dd>` items but no `<dt>` (an untitled sidebar group, the
 * page footer's "last updated"), which is not a valid definition list. Adds a visually hidden
 * term, named by `termFor`, before the first item of each such list. Returns how many were added.
 */
export function ensureDefinitionTerms(root: ParentNode, termFor: (list: HTMLDListElement) => string): number {
  let added = 0;
  root.querySelectorAll('dl').forEach((list) => {
    const children = Array.from(list.children);
    if (!children.some((child) => child.tagName === 'DD')) return;
    if (children[0]?.tagName === 'DT') return;
    const term = list.ownerDocument.createElement('dt');
    term.className = VISUALLY_HIDDEN_CLASS;
    term.textContent = termFor(list);
    list.insertBefore(term, list.firstChild);
    added += 1;
  });
  return added;
}

const HEADING = /^H([1-6])$/;

function levelOf(heading: Element): number {
  const aria = Number(heading.getAttribute('aria-level'));
  return aria >= 1 ? aria : Number(HEADING.exec(heading.tagName)?.[1] ?? 0);
}

/**
 * dumi titles every demo with an `<h5>`, whatever the heading above it, so the outline skips
 * levels. Gives each title matched by `selector` the level one below the heading before it
 * (`aria-level`, so the look does not change). Returns how many titles were given a level.
 */
export function alignHeadingLevels(root: ParentNode, selector: string): number {
  let previous = 1;
  let changed = 0;
  root.querySelectorAll('h1, h2, h3, h4, h5, h6').forEach((heading) => {
    if (!heading.matches(selector)) {
      previous = levelOf(heading);
      return;
    }
    const level = String(Math.min(6, previous + 1));
    if (heading.getAttribute('aria-level') !== level) {
      heading.setAttribute('aria-level', level);
      changed += 1;
    }
  });
  return changed;
}
