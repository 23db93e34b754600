import { useIntl, useRouteMeta, type IPreviewerProps } from 'dumi';
import React, { Suspense, lazy, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { PlaygroundActionsState, PlaygroundPreviewerProps } from '@site/client/playground';
import PreviewerActionsExtra from '../PreviewerActionsExtra';
import {
  hasJavaScript,
  preloadDemoJavaScript,
  useDemoJavaScript,
} from '@site/client/demos/loadJavaScript';
import { useCodeLanguage } from '@site/client/site/useCodeLanguage';
import { demoFilesOf, demoModulePaths } from '@site/client/site/demoFiles';
import { preloadCodeHtml } from '@site/client/codeTypes/codeHtml';
import { demoCodeKey } from '@site/shared/codeTypes/keys';
import type { CodePanelProps } from './CodePanel';
import EmbeddedEditor from './EmbeddedEditor';
import { IconCode, IconCodeOpen } from './icons';
// dumi's stylesheet for the action bar and its tooltips, without its component.
import 'dumi/theme-default/slots/PreviewerActions/index.less';
import './index.less';

/** `EXPAND`: the show/hide code toggle. */
export type PreviewerAction = 'CSB' | 'STACKBLITZ' | 'EXTERNAL' | 'HTML2SKETCH' | 'EXPAND';

export interface PreviewerActionsProps extends IPreviewerProps {
  disabledActions?: PreviewerAction[];
  extra?: ReactNode;
  forceShowCode?: boolean;
  demoContainer?: HTMLDivElement | HTMLIFrameElement | null;
  onSourceChange?: (source: Record<string, string>) => void;
}

/** The code panel's component once its chunk has arrived. */
let loadedCodePanel: React.ComponentType<CodePanelProps> | undefined;
const loadCodePanel = () =>
  import('./CodePanel').then((module) => {
    loadedCodePanel = module.default;
    return module;
  });
const LazyCodePanel = lazy(loadCodePanel);
const preloadCodePanel = () => {
  loadCodePanel().catch(() => undefined);
};

/**
 * The code panel, rendered once: the loaded component when its chunk is already here (the pointer
 * or the focus on the toggle fetches it), else the lazy one, which waits behind a status line.
 * A lazy component suspends on its first render even with its chunk loaded, and a stand-in code
 * block shown meanwhile would be replaced, taking its copy button, focus and selection with it.
 * Chosen once per mount: switching components later would mount the panel a second time.
 */
function CodePanel(props: CodePanelProps) {
  const [Panel] = useState(() => loadedCodePanel ?? LazyCodePanel);
  return <Panel {...props} />;
}

/** The playground actions' state, and the embedded editor's project while it is open. */
function usePlayground(
  props: PreviewerActionsProps,
  { title, description }: { title?: string; description?: string },
) {
  const { asset } = props;
  const [editing, setEditing] = useState(false);
  const toggleEditing = useCallback(() => setEditing((open) => !open), []);
  const playground: PlaygroundActionsState = useMemo(
    () => ({
      page: { title, description },
      editing,
      toggleEditing,
      editorId: `${asset.id}-editor`,
    }),
    [title, description, editing, toggleEditing, asset.id],
  );
  const editorInput: PlaygroundPreviewerProps | undefined = useMemo(
    () => (editing ? { ...props, playgroundPage: playground.page } : undefined),
    // The project depends on the demo and the page only, not on every previewer prop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editing, props.asset, props.filename, playground.page],
  );

  return { playground, editorInput };
}

/** The actions, the code toggle and the code panel, never TypeScript in place of JavaScript. */
const PreviewerActions: React.FC<PreviewerActionsProps> = (props) => {
  const intl = useIntl();
  const { frontmatter } = useRouteMeta();
  const { asset, disabledActions = [], forceShowCode, defaultShowCode } = props;
  const [showCode, setShowCode] = useState(Boolean(forceShowCode || defaultShowCode));
  const files = useMemo(() => demoFilesOf(asset), [asset]);
  const modulePaths = useMemo(
    () => demoModulePaths(asset, props.filename),
    [asset, props.filename],
  );
  const language = useCodeLanguage();
  const bilingual = hasJavaScript(props.filename);
  const wantsJavaScript = bilingual && language === 'js';

  const { playground, editorInput } = usePlayground(props, frontmatter);
  const { title } = frontmatter;

  const panelId = `${asset.id}-code`;
  const codeOpen = Boolean(forceShowCode) || showCode;
  const panelShown = codeOpen && files.length > 0;
  const javaScript = useDemoJavaScript(props.filename, asset, panelShown && wantsJavaScript);
  const preloadJavaScript = () => preloadDemoJavaScript(props.filename, asset);
  const preloadCode = () => {
    preloadCodePanel();
    if (wantsJavaScript) preloadJavaScript();
    for (const path of Object.values(modulePaths ?? {}))
      preloadCodeHtml(demoCodeKey(path, wantsJavaScript));
  };
  const toggleLabel = intl.formatMessage({
    id: codeOpen ? 'previewer.actions.code.shrink' : 'previewer.actions.code.expand',
  });
  const hasToggle = !forceShowCode && !disabledActions.includes('EXPAND');

  return (
    <>
      <div className="dumi-default-previewer-actions">
        {props.extra}
        <PreviewerActionsExtra {...props} playground={playground} />
        {hasToggle && (
          <button
            type="button"
            className="dumi-default-previewer-action-btn site-previewer-action"
            aria-label={toggleLabel}
            data-dumi-tooltip={toggleLabel}
            aria-expanded={codeOpen}
            aria-controls={panelShown ? panelId : undefined}
            onClick={() => setShowCode((open) => !open)}
            onPointerEnter={preloadCode}
            onFocus={preloadCode}
          >
            {codeOpen ? <IconCodeOpen /> : <IconCode />}
          </button>
        )}
      </div>
      {panelShown && (
        <div id={panelId} className="dumi-default-previewer-sources">
          <Suspense
            fallback={
              <p role="status" className="site-previewer-code-status">
                {intl.formatMessage({ id: 'previewer.code.loading' })}
              </p>
            }
          >
            <CodePanel
              assetId={asset.id}
              idPrefix={panelId}
              files={files}
              modulePaths={modulePaths}
              language={bilingual ? language : undefined}
              javaScript={javaScript.sources}
              javaScriptFailed={wantsJavaScript && javaScript.failed}
              onPreloadJavaScript={preloadJavaScript}
              onSourceChange={props.onSourceChange}
            />
          </Suspense>
        </div>
      )}
      {editorInput && (
        <EmbeddedEditor
          id={playground.editorId}
          title={title}
          input={editorInput}
          javaScript={wantsJavaScript}
        />
      )}
    </>
  );
};

export default PreviewerActions;
