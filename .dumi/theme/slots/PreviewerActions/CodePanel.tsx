import { useDemo, useIntl } from 'dumi';
import React, { useEffect, useMemo, useRef, useState } from 'react';
import type { DemoJavaScript } from '@site/client/demos/loadJavaScript';
import type { CodeLanguage } from '@site/shared/site/codeLanguage';
import { javaScriptFilesOf, type DemoFile } from '@site/client/site/demoFiles';
import { installTipDismissal } from '@site/client/codeTypes/tips';
import { useCodeHtml } from '@site/client/codeTypes/useCodeHtml';
import { demoCodeKey } from '@site/shared/codeTypes/keys';
import DemoSource from './DemoSource';
import EditableSource from './EditableSource';
import { FileTabList, FileTabPanels } from './FileTabs';
import LanguageSwitch from './LanguageSwitch';

export interface CodePanelProps {
  assetId: string;
  /** Unique on the page. */
  idPrefix: string;
  /** The TypeScript files, the entry first. */
  files: DemoFile[];
  /** Each file's path under demos/ (by dependency key): its types come from the build. */
  modulePaths?: Record<string, string>;
  /** Absent: no language switch. */
  language?: CodeLanguage;
  javaScript?: DemoJavaScript;
  /** The TypeScript is then shown, with a message. */
  javaScriptFailed?: boolean;
  onPreloadJavaScript?: () => void;
  /** Absent: read-only code. */
  onSourceChange?: (source: Record<string, string>) => void;
}

/**
 * The files shown (the JavaScript flavour's once it is here, when it is chosen) and their build
 * HTML; `ready` once both are here (or the HTML could not be had): never replaced after.
 */
function useShownCode(
  typeScript: DemoFile[],
  javaScript: DemoJavaScript | undefined,
  wantsJavaScript: boolean,
  modulePaths: Record<string, string> | undefined,
) {
  const files = useMemo(
    () => (wantsJavaScript ? javaScript && javaScriptFilesOf(typeScript, javaScript) : typeScript),
    [typeScript, javaScript, wantsJavaScript],
  );
  // The build's name of a shown file's HTML; none for a file outside demos/.
  const keyOf = (file: DemoFile): string | undefined => {
    const path = modulePaths?.[file.name];
    return path && demoCodeKey(path, files !== typeScript);
  };
  const keys = useMemo(
    () => files?.flatMap((file) => keyOf(file) ?? []),
    // `keyOf` reads only these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [files, modulePaths, typeScript],
  );
  const html = useCodeHtml(keys);
  const htmlOf = (file: DemoFile) => {
    const key = keyOf(file);
    return key && html?.[key];
  };
  return { files, htmlOf, ready: Boolean(files && html) };
}

/** The demo's code (a chunk of its own): file tabs, language switch, the entry editable. */
const CodePanel: React.FC<CodePanelProps> = ({
  assetId,
  idPrefix,
  files: typeScript,
  modulePaths,
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
  const { files, htmlOf, ready } = useShownCode(
    typeScript,
    language === 'js' && !javaScriptFailed ? javaScript : undefined,
    language === 'js' && !javaScriptFailed,
    modulePaths,
  );
  useEffect(() => installTipDismissal(), []);

  // An edit holds for its language: switching runs the code now shown.
  const edited = useRef(false);
  const entry = files?.[0];
  useEffect(() => {
    if (!edited.current || !entry || !onSourceChange) return;
    edited.current = false;
    onSourceChange({ [entry.name]: entry.code });
    // Only the shown code matters: it changes when the language does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry?.code]);

  const source = (file: DemoFile, index: number) => {
    const shown = {
      code: file.code,
      lang: file.lang,
      html: htmlOf(file),
      idPrefix: `${idPrefix}-${index}-${file.lang}`,
    };
    return index === 0 && editable && onSourceChange ? (
      <EditableSource
        key={file.lang}
        {...shown}
        label={intl.formatMessage({ id: 'previewer.code.edit' }, { file: file.label })}
        onChange={(code) => {
          edited.current = true;
          onSourceChange({ [file.name]: code });
        }}
      />
    ) : (
      <DemoSource key={file.lang} {...shown} />
    );
  };

  const tabbed = Boolean(files && files.length > 1);
  return (
    <div className="site-previewer-code">
      {javaScriptFailed && (
        <p role="alert" className="site-previewer-code-status">
          {intl.formatMessage({ id: 'previewer.code.javascript.failed' })}
        </p>
      )}
      {(tabbed || language) && (
        // Always the same elements, so that the language switch keeps its focus.
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
      {!ready && (
        <p role="status" className="site-previewer-code-status">
          {intl.formatMessage({ id: 'previewer.code.loading' })}
        </p>
      )}
      {ready && files && !tabbed && source(files[0], 0)}
      {ready && files && tabbed && (
        <FileTabPanels idPrefix={idPrefix} files={files} active={active}>
          {source}
        </FileTabPanels>
      )}
    </div>
  );
};

export default CodePanel;
