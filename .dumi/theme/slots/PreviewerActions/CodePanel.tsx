import { useDemo, useIntl } from 'dumi';
import React, { useState } from 'react';
import type { DemoFile } from '../../../../src/site/demoFiles';
import EditableSource from './EditableSource';
import FileTabs from './FileTabs';
import SourceCode from './SourceCode';

export interface CodePanelProps {
  /** The demo's asset id (for its live-compile options). */
  assetId: string;
  /** Prefix of the ids inside the panel; unique on the page. */
  idPrefix: string;
  /** The demo's files, the entry first. */
  files: DemoFile[];
  /** Re-renders the demo from edited entry source (dumi's live demo); absent: read-only code. */
  onSourceChange?: (source: Record<string, string>) => void;
}

type Lang = React.ComponentProps<typeof SourceCode>['lang'];

/**
 * The demo's code, loaded on demand by PreviewerActions: highlighted code blocks with a named copy
 * button (./SourceCode, which brings Prism), the entry file editable when dumi can compile the
 * demo live, several files as tabs.
 */
const CodePanel: React.FC<CodePanelProps> = ({ assetId, idPrefix, files, onSourceChange }) => {
  const intl = useIntl();
  const demo = useDemo(assetId);
  const editable = Boolean(demo?.renderOpts?.compile && onSourceChange);
  const [active, setActive] = useState(0);

  const source = (file: DemoFile, index: number) =>
    index === 0 && editable && onSourceChange ? (
      <EditableSource
        code={file.code}
        lang={file.lang}
        label={intl.formatMessage({ id: 'previewer.code.edit' }, { file: file.label })}
        onChange={(code) => onSourceChange({ [file.name]: code })}
      />
    ) : (
      <SourceCode lang={file.lang as Lang}>{file.code}</SourceCode>
    );

  return (
    <div className="site-previewer-code">
      {files.length === 1 ? (
        source(files[0], 0)
      ) : (
        <FileTabs
          idPrefix={idPrefix}
          label={intl.formatMessage({ id: 'previewer.code.files' })}
          files={files}
          active={active}
          onSelect={setActive}
        >
          {source}
        </FileTabs>
      )}
    </div>
  );
};

export default CodePanel;
