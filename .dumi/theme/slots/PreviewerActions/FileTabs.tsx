import React, { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { DemoFile } from '@site/client/site/demoFiles';

interface FileTabsProps {
  /** Unique on the page. */
  idPrefix: string;
  files: DemoFile[];
  active: number;
}

const tabId = (idPrefix: string, index: number) => `${idPrefix}-tab-${index}`;
const panelId = (idPrefix: string, index: number) => `${idPrefix}-panel-${index}`;

/** WAI-ARIA tabs, apart from their panels, so the list can share a row with other controls. */
export const FileTabList: React.FC<
  FileTabsProps & {
    label: string;
    onSelect: (index: number) => void;
  }
> = ({ idPrefix, label, files, active, onSelect }) => {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

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
    <div role="tablist" aria-label={label} className="site-previewer-code-tabs">
      {files.map((file, index) => (
        <button
          key={file.name}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, index)}
          aria-selected={index === active}
          aria-controls={panelId(idPrefix, index)}
          tabIndex={index === active ? 0 : -1}
          className="site-previewer-code-tab"
          onClick={() => onSelect(index)}
          onKeyDown={onKeyDown}
        >
          {file.label}
        </button>
      ))}
    </div>
  );
};

/** Every panel stays mounted, so that an edit in one file survives a look at another. */
export const FileTabPanels: React.FC<
  FileTabsProps & {
    children: (file: DemoFile, index: number) => ReactNode;
  }
> = ({ idPrefix, files, active, children }) => (
  <>
    {files.map((file, index) => (
      <div
        key={file.name}
        role="tabpanel"
        id={panelId(idPrefix, index)}
        aria-labelledby={tabId(idPrefix, index)}
        hidden={index !== active}
      >
        {children(file, index)}
      </div>
    ))}
  </>
);
