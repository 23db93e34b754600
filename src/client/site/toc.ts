/** A heading the table of contents lists: h2 and h3 only. */
export interface TocEntry {
  id: string;
  depth: number;
  title: string;
}

export function tocEntries(toc: TocEntry[]): TocEntry[] {
  return toc.filter(({ depth }) => depth > 1 && depth < 4);
}

export interface HeadingPositions {
  /** Each heading's top relative to the viewport (null: not on the page). */
  tops: Array<number | null>;
  /** Height of the sticky header. */
  offset: number;
  atBottom: boolean;
  viewportHeight: number;
}

/** Headings this close below the header count as reached (px). */
const SLACK = 8;

/** The heading whose section is read (-1 before the first); at the end, the last one on screen. */
export function currentHeading({
  tops,
  offset,
  atBottom,
  viewportHeight,
}: HeadingPositions): number {
  let current = -1;
  tops.forEach((top, index) => {
    if (top === null) return;
    if (top <= offset + SLACK || (atBottom && top < viewportHeight)) current = index;
  });
  return current;
}
