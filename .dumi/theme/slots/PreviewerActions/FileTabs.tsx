import React, { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { DemoFile } from '../../../../src/site/demoFiles';

interface FileTabsProps {
  /** Prefix of the tab and panel ids; unique on the page. */
  idPrefix: string;
  /** Accessible name of the tab list. */
  label: string;
  files: DemoFile[];
  active: number;
  onSelect: (index: number) => void;
  /** The content of a file's panel. */
  children: (file: DemoFile, index: number) => ReactNode;
}

/**
 * The files of a demo as tabs (WAI-ARIA tabs pattern): one tab stop for the list, the arrow keys,
 * Home and End move between tabs and select the one they reach; every panel stays mounted (the
 * inactive ones hidden) so an edit in one file survives a look at another.
 */
const FileTabs: React.FC<FileTabsProps> = ({
  idPrefix,
  label,
  files,
  active,
  onSelect,
  children,
}) => {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${idPrefix}-tab-${index}`;
  const panelId = (index: number) => `${idPrefix}-panel-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = files.length - 1;
    const target = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    tabs.current[target]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className="site-previewer-code-tabs">
        {files.map((file, index) => (
          <button
            key={file.name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === active}
            aria-controls={panelId(index)}
            tabIndex={index === active ? 0 : -1}
            className="site-previewer-code-tab"
            onClick={() => onSelect(index)}
            onKeyDown={onKeyDown}
          >
            {file.label}
          </button>
        ))}
      </div>
      {files.map((file, index) => (
        <div
          key={file.name}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== active}
        >
          {children(file, index)}
        </div>
      ))}
    </>
  );
};

export default FileTabs;
