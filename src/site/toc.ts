/** A heading the table of contents lists: h2 and h3 only. */
export interface TocEntry {
  id: string;
  depth: number;
  title: string;
}

export function tocEntries(toc: TocEntry[]): TocEntry[] {
  return toc.filter(({ depth }) => depth > 1 && depth < 4);
}

/** Where the headings are now, relative to the viewport, and how much of the page is left. */
export interface HeadingPositions {
  /** Each heading's top edge relative to the viewport (null: not on the page). */
  tops: Array<number | null>;
  /** Height covered at the top of the viewport (the sticky header). */
  offset: number;
  /** Whether the page is scrolled to its end (the last headings may never reach the top). */
  atBottom: boolean;
  viewportHeight: number;
}

/** Headings this close below the header already count as reached (px). */
const SLACK = 8;

/**
 * The heading whose section the reader is in: the last one that has reached the header. At the
 * end of the page the last heading on screen, so that short final sections can be current too.
 * -1 before the first heading.
 */
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
