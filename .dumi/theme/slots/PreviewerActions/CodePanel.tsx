import { useDemo, useIntl } from 'dumi';
import React, { useEffect, useMemo, useRef, useState } from 'react';
import type { DemoJavaScript } from '../../../../src/demos/loadJavaScript';
import type { CodeLanguage } from '../../../../src/site/codeLanguage';
import { javaScriptFilesOf, type DemoFile } from '../../../../src/site/demoFiles';
import EditableSource from './EditableSource';
import { FileTabList, FileTabPanels } from './FileTabs';
import LanguageSwitch from './LanguageSwitch';
import SourceCode from './SourceCode';

export interface CodePanelProps {
  /** The demo's asset id (for its live-compile options). */
  assetId: string;
  /** Prefix of the ids inside the panel; unique on the page. */
  idPrefix: string;
  /** The demo's files (its TypeScript), the entry first. */
  files: DemoFile[];
  /** The language to show, for a demo offered in TypeScript and JavaScript; absent: no switch. */
  language?: CodeLanguage;
  /** The JavaScript of the files, once fetched (keyed like `files`' names). */
  javaScript?: DemoJavaScript;
  /** The JavaScript could not be fetched: the TypeScript is shown, with a message. */
  javaScriptFailed?: boolean;
  /** Starts fetching the JavaScript (the pointer or focus reached its button). */
  onPreloadJavaScript?: () => void;
  /** Re-renders the demo from edited entry source (dumi's live demo); absent: read-only code. */
  onSourceChange?: (source: Record<string, string>) => void;
}

type Lang = React.ComponentProps<typeof SourceCode>['lang'];

/**
 * The demo's code, loaded on demand by PreviewerActions: highlighted code blocks with a named copy
 * button (./SourceCode, which brings Prism), the entry file editable when dumi can compile the
 * demo live, several files as tabs, and the TypeScript/JavaScript switch in the row above the
 * code. An edit of the entry holds for the language it was made in: the other language shows
 * (and runs) its own code.
 */
const CodePanel: React.FC<CodePanelProps> = ({
  assetId,
  idPrefix,
  files: typeScript,
  language,
  javaScript,
  javaScriptFailed,
  onPreloadJavaScript,
  onSourceChange,
}) => {
  const intl = useIntl();
  const demo = useDemo(assetId);
  const editable = Boolean(demo?.renderOpts?.compile && onSourceChange);
  const [active, setActive] = useState(0);
  // The files in the shown language; none while the JavaScript is on its way.
  const files = useMemo(() => {
    if (language !== 'js' || javaScriptFailed) return typeScript;
    return javaScript && javaScriptFilesOf(typeScript, javaScript);
  }, [typeScript, language, javaScript, javaScriptFailed]);

  // After an edit, a change of language puts the demo back to the code now shown.
  const edited = useRef(false);
  const entry = files?.[0];
  useEffect(() => {
    if (!edited.current || !entry || !onSourceChange) return;
    edited.current = false;
    onSourceChange({ [entry.name]: entry.code });
    // Only the shown code matters: it changes when the language does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry?.code]);

  const source = (file: DemoFile, index: number) =>
    index === 0 && editable && onSourceChange ? (
      <EditableSource
        key={file.lang}
        code={file.code}
        lang={file.lang}
        label={intl.formatMessage({ id: 'previewer.code.edit' }, { file: file.label })}
        onChange={(code) => {
          edited.current = true;
          onSourceChange({ [file.name]: code });
        }}
      />
    ) : (
      <SourceCode lang={file.lang as Lang}>{file.code}</SourceCode>
    );

  const tabbed = Boolean(files && files.length > 1);
  return (
    <div className="site-previewer-code">
      {javaScriptFailed && (
        <p role="alert" className="site-previewer-code-status">
          {intl.formatMessage({ id: 'previewer.code.javascript.failed' })}
        </p>
      )}
      {(tabbed || language) && (
        // One row, always the same elements, so the language switch keeps its focus when the
        // code under it changes.
        <div className="site-previewer-code-bar">
          {tabbed && files && (
            <FileTabList
              idPrefix={idPrefix}
              label={intl.formatMessage({ id: 'previewer.code.files' })}
              files={files}
              active={active}
              onSelect={setActive}
            />
          )}
          {language && (
            <LanguageSwitch language={language} onPreloadJavaScript={onPreloadJavaScript} />
          )}
        </div>
      )}
      {!files && (
        <p role="status" className="site-previewer-code-status">
          {intl.formatMessage({ id: 'previewer.code.loading' })}
        </p>
      )}
      {files && !tabbed && source(files[0], 0)}
      {files && tabbed && (
        <FileTabPanels idPrefix={idPrefix} files={files} active={active}>
          {source}
        </FileTabPanels>
      )}
    </div>
  );
};

export default CodePanel;
