import { Link, useSidebarData } from 'dumi';
import React from 'react';
import './index.less';

function galleryGroupId(title: string): string {
  return `gallery-${title.trim().toLowerCase().replace(/\s+/g, '-')}`;
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
                {item.frontmatter?.description && <p>{item.frontmatter.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};

export default DemoGallery;
