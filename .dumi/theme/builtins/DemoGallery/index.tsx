import { Link, useSidebarData } from 'dumi';
import React from 'react';
import './index.less';

function galleryGroupId(title: string): string {
  return `gallery-${title.trim().toLowerCase().replace(/\s+/g, '-')}`;
}

/**
 * `text` with a line break allowed after every dot between two letters, so that a property path such as
 * `expandable.expandedRowClassName` wraps at a dot in a narrow card rather than inside a name.
 */
function breakAfterDots(text: string): React.ReactNode[] {
  const nodes: React.ReactNode[] = [];
  let start = 0;
  for (const match of text.matchAll(/[A-Za-z]\.(?=[A-Za-z])/g)) {
    const end = match.index + match[0].length;
    nodes.push(text.slice(start, end), <wbr key={end} />);
    start = end;
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
                {item.frontmatter?.description && (
                  <p>{breakAfterDots(item.frontmatter.description)}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};

export default DemoGallery;
