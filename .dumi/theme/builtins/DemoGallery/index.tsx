import descriptions from '@@/plugin-siteGallery/descriptions';
import { Link, useSidebarData } from 'dumi';
import React from 'react';
import './index.less';

function galleryGroupId(title: string): string {
  return `gallery-${title.trim().toLowerCase().replace(/\s+/g, '-')}`;
}

/** A property path such as `expandable.expandedRowClassName`. */
const PROPERTY_PATH = /[A-Za-z]\w*(?:\.[A-Za-z]\w*)+/g;
/** Paths up to this length fit a card's line at 320 px; longer ones may wrap at their dots. */
const LONG_PATH = 20;

/**
 * `text` with a line break allowed after the dots of its long property paths, so that they wrap at a
 * dot in a narrow card rather than inside a name (the card's `overflow-wrap: anywhere` is the last
 * resort).
 */
function breakLongPaths(text: string): React.ReactNode[] {
  const nodes: React.ReactNode[] = [];
  let start = 0;
  for (const match of text.matchAll(PROPERTY_PATH)) {
    if (match[0].length <= LONG_PATH) continue;
    const names = match[0].split('.');
    nodes.push(text.slice(start, match.index));
    names.forEach((name, index) => {
      const last = index === names.length - 1;
      nodes.push(last ? name : `${name}.`);
      if (!last) nodes.push(<wbr key={`${match.index}-${index}`} />);
    });
    start = match.index + match[0].length;
  }
  nodes.push(text.slice(start));
  return nodes;
}

/** Every demo page as a card, grouped as in the sidebar. */
const DemoGallery: React.FC = () => {
  const groups = useSidebarData().filter((group) => group.title);
  return (
    <div className="site-demo-gallery">
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={galleryGroupId(group.title!)}>
          <h2 id={galleryGroupId(group.title!)}>{group.title}</h2>
          <ul className="site-demo-gallery-grid">
            {group.children.map((item) => (
              <li key={item.link} className="site-demo-gallery-card">
                <Link to={item.link}>{item.title}</Link>
                {descriptions[item.link] && <p>{breakLongPaths(descriptions[item.link])}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};

export default DemoGallery;
