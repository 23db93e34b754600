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
import { demoFilesOf, demoModulePaths, type DemoFile } from '@site/client/site/demoFiles';
import { preloadCodeHtml } from '@site/client/codeTypes/codeHtml';
import { demoCodeKey } from '@site/shared/codeTypes/keys';
import type { DemoDirection } from '@site/client/demos/useLiveDirection';
import { entryKeyOf, rtlAsset, rtlJavaScript, type RtlVariant } from '@site/client/demos/loadRtl';
import type { CodePanelProps } from './CodePanel';
import EmbeddedEditor from './EmbeddedEditor';
import { IconCode, IconCodeOpen, IconRtl } from './icons';
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
  /** The previewer's right-to-left switch; absent: none. */
  direction?: DemoDirection;
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
  const variant = props.direction?.rtl ? props.direction.variant : undefined;
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
    () =>
      editing
        ? {
            ...props,
            asset: variant ? rtlAsset(props.asset, variant) : props.asset,
            direction: variant ? ('rtl' as const) : undefined,
            playgroundPage: playground.page,
          }
        : undefined,
    // The project depends on the demo, its direction and the page only, not on every previewer prop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editing, props.asset, props.filename, playground.page, variant],
  );

  return { playground, editorInput };
}

interface ShownCode {
  files?: DemoFile[];
  modulePaths?: Record<string, string>;
  javaScript?: Record<string, string>;
}

/**
 * The files the code panel shows: the demo's own, or right to left (`variant`; `null` while it
 * loads, then no files). A right-to-left entry has no types on hover from the build: Prism
 * highlights it.
 */
function useRtlCode(
  asset: IPreviewerProps['asset'],
  code: ShownCode,
  variant: RtlVariant | null | undefined,
): ShownCode {
  const { files, modulePaths, javaScript } = code;
  return useMemo(() => {
    if (variant === undefined) return { files, modulePaths, javaScript };
    if (variant === null) return {};
    const entry = entryKeyOf(asset);
    // A demo already right to left is its own variant: its code keeps the build's types on hover.
    if (files?.some((file) => file.name === entry && file.code === variant.ts.trim())) {
      return { files, modulePaths, javaScript };
    }
    const rest = { ...modulePaths };
    if (entry) delete rest[entry];
    return {
      files: files?.map((file) =>
        file.name === entry ? { ...file, code: variant.ts.trim() } : file,
      ),
      modulePaths: modulePaths && rest,
      javaScript: javaScript && rtlJavaScript(javaScript, asset, variant),
    };
  }, [asset, files, modulePaths, javaScript, variant]);
}

/** The right-to-left switch: a toggle button, pressed while the page's demos are right to left. */
function DirectionSwitch({
  rtl,
  failed,
  onToggle,
}: {
  rtl: boolean;
  failed: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'previewer.actions.rtl' });
  return (
    <>
      <button
        type="button"
        className="dumi-default-previewer-action-btn site-previewer-action"
        aria-label={label}
        aria-pressed={rtl}
        data-dumi-tooltip={label}
        onClick={onToggle}
      >
        <IconRtl />
      </button>
      {failed && (
        <span role="alert" className="site-previewer-action-error">
          {intl.formatMessage({ id: 'previewer.rtl.failed' })}
        </span>
      )}
    </>
  );
}

/** The show/hide code toggle; the pointer or the focus on it fetches the panel. */
function CodeToggle(props: {
  open: boolean;
  controls?: string;
  onToggle: () => void;
  onPreload: () => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({
    id: props.open ? 'previewer.actions.code.shrink' : 'previewer.actions.code.expand',
  });
  return (
    <button
      type="button"
      className="dumi-default-previewer-action-btn site-previewer-action"
      aria-label={label}
      data-dumi-tooltip={label}
      aria-expanded={props.open}
      aria-controls={props.controls}
      onClick={props.onToggle}
      onPointerEnter={props.onPreload}
      onFocus={props.onPreload}
    >
      {props.open ? <IconCodeOpen /> : <IconCode />}
    </button>
  );
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
  const { direction } = props;
  const rtl = Boolean(direction?.rtl);
  const variant = rtl ? direction?.variant : undefined;

  const panelId = `${asset.id}-code`;
  const codeOpen = Boolean(forceShowCode) || showCode;
  const panelShown = codeOpen && files.length > 0;
  const javaScript = useDemoJavaScript(props.filename, asset, panelShown && wantsJavaScript);
  const shown = useRtlCode(
    asset,
    { files, modulePaths, javaScript: javaScript.sources },
    rtl ? (variant ?? null) : undefined,
  );
  const preloadJavaScript = () => preloadDemoJavaScript(props.filename, asset);
  const preloadCode = () => {
    preloadCodePanel();
    if (wantsJavaScript) preloadJavaScript();
    for (const path of Object.values(shown.modulePaths ?? {}))
      preloadCodeHtml(demoCodeKey(path, wantsJavaScript));
  };
  const hasToggle = !forceShowCode && !disabledActions.includes('EXPAND');
  const loading = (
    <p role="status" className="site-previewer-code-status">
      {intl.formatMessage({ id: 'previewer.code.loading' })}
    </p>
  );

  return (
    <>
      <div className="dumi-default-previewer-actions">
        {props.extra}
        <PreviewerActionsExtra
          {...props}
          demoUrl={rtl && props.demoUrl ? `${props.demoUrl}?dir=rtl` : props.demoUrl}
          playground={playground}
          rtl={rtl}
        />
        {direction?.available && (
          <DirectionSwitch rtl={rtl} failed={rtl && direction.failed} onToggle={direction.toggle} />
        )}
        {hasToggle && (
          <CodeToggle
            open={codeOpen}
            controls={panelShown ? panelId : undefined}
            onToggle={() => setShowCode((open) => !open)}
            onPreload={preloadCode}
          />
        )}
      </div>
      {panelShown && (
        <div id={panelId} className="dumi-default-previewer-sources">
          <Suspense fallback={loading}>
            {shown.files ? (
              <CodePanel
                assetId={asset.id}
                idPrefix={panelId}
                files={shown.files}
                modulePaths={shown.modulePaths}
                language={bilingual ? language : undefined}
                javaScript={shown.javaScript}
                javaScriptFailed={wantsJavaScript && javaScript.failed}
                onPreloadJavaScript={preloadJavaScript}
                onSourceChange={props.onSourceChange}
              />
            ) : (
              loading
            )}
          </Suspense>
        </div>
      )}
      {editorInput && (
        <EmbeddedEditor
          id={playground.editorId}
          title={title}
          input={editorInput}
          javaScript={wantsJavaScript}
          rtlVariant={variant}
        />
      )}
    </>
  );
};

export default PreviewerActions;
