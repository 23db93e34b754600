import type { SearchIndexData } from './types';

/** A demo page that uses a prop. */
export interface DemoLink {
  /** Page title in the index's locale. */
  title: string;
  /** Route path of the demo page. */
  link: string;
}

/** Demo pages per API anchor (`prop-expandable-rowexpandable` → pages whose demo uses it). */
export type DemoUsage = Record<string, DemoLink[]>;

/** API anchor of a prop as the index spells it: `rowKey`, `column.fixed`, `sticky.offsetHeader`. */
export function anchorOfPropName(name: string): string {
  return `prop-${name.replace('.', '-')}`.toLowerCase();
}

/**
 * Which demo pages use which prop, read from the demo records of a locale's index (their `keys`
 * are the props the demo's code uses). Each page is listed once per prop, sorted by title.
 */
export function demoUsage(data: SearchIndexData): DemoUsage {
  const usage: DemoUsage = {};
  for (const [pageIndex, kind, , , keys] of data.records) {
    if (kind !== 'demo' || !keys) continue;
    const page = data.pages[pageIndex];
    for (const name of keys.split(' ')) {
      const list = (usage[anchorOfPropName(name)] ??= []);
      if (!list.some((entry) => entry.link === page.link))
        list.push({ title: page.title, link: page.link });
    }
  }
  for (const list of Object.values(usage)) list.sort((a, b) => a.title.localeCompare(b.title));
  return usage;
}
