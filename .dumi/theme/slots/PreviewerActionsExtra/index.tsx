import { useIntl, type IPreviewerProps } from 'dumi';
import React, { useState } from 'react';
import {
  hasJavaScript,
  loadDemoJavaScript,
  preloadDemoJavaScript,
} from '@site/client/demos/loadJavaScript';
import type { PlaygroundActionsState } from '@site/client/playground';
import { loadRtlVariant, playgroundPayload } from '@site/client/demos/loadRtl';
import { loadPlayground, preloadPlayground } from '@site/client/playground/lazy';
import { useCodeLanguage } from '@site/client/site/useCodeLanguage';
import CopyAction from './CopyAction';
import { IconCodeSandbox, IconEdit, IconExternal, IconStackBlitz } from './icons';
import './index.less';

/**
 * CodeSandbox, StackBlitz, standalone page, copy and "Edit here", each with its name; with `rtl`,
 * what they copy and open is the demo right to left (the previewer's `demoUrl` says so already).
 */
const PreviewerActionsExtra: React.FC<
  IPreviewerProps & { playground?: PlaygroundActionsState; rtl?: boolean }
> = (props) => {
  const intl = useIntl();
  const [loadFailed, setLoadFailed] = useState(false);
  const language = useCodeLanguage();
  const { playground, asset, demoUrl, filename, rtl } = props;
  if (!playground) return null;
  const javaScript = language === 'js' && hasJavaScript(filename);
  const disabled: readonly string[] = props.disabledActions ?? [];

  const label = (id: string) => intl.formatMessage({ id });
  const payloadProps = { ...props, playgroundPage: playground.page };
  const entry = asset.entry ?? 'index.tsx';
  const typeScript = asset.dependencies[entry]?.value ?? '';
  const source = () =>
    rtl
      ? loadRtlVariant(filename).then((variant) => (javaScript ? variant.js : variant.ts))
      : javaScript
        ? loadDemoJavaScript(filename, asset).then((sources) => sources[entry] ?? typeScript)
        : Promise.resolve(typeScript);
  const preloadJavaScript = () => {
    if (javaScript) preloadDemoJavaScript(filename, asset);
  };
  const edit = label(
    playground.editing ? 'previewer.actions.edit.close' : 'previewer.actions.edit',
  );
  const open = (service: 'openInCodeSandbox' | 'openInStackBlitz') => () => {
    Promise.all([
      loadPlayground(),
      javaScript ? loadDemoJavaScript(filename, asset) : undefined,
      rtl ? loadRtlVariant(filename) : undefined,
    ]).then(
      ([opener, sources, variant]) => {
        setLoadFailed(false);
        opener[service](playgroundPayload(payloadProps, sources, variant));
      },
      () => setLoadFailed(true),
    );
  };
  const preload = () => {
    preloadPlayground();
    preloadJavaScript();
  };
  const button = (id: string, onClick: () => void, icon: React.ReactNode) => (
    <button
      type="button"
      className="dumi-default-previewer-action-btn site-previewer-action"
      aria-label={label(id)}
      data-dumi-tooltip={label(id)}
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {icon}
    </button>
  );

  return (
    <>
      {loadFailed && (
        <span role="alert" className="site-previewer-action-error">
          {label('previewer.actions.playground.failed')}
        </span>
      )}
      {!disabled.includes('CSB') &&
        button('previewer.actions.codesandbox', open('openInCodeSandbox'), <IconCodeSandbox />)}
      {!disabled.includes('STACKBLITZ') &&
        button('previewer.actions.stackblitz', open('openInStackBlitz'), <IconStackBlitz />)}
      {!disabled.includes('EXTERNAL') && (
        <a
          href={demoUrl}
          target="_blank"
          rel="noreferrer"
          className="dumi-default-previewer-action-btn site-previewer-action"
          aria-label={label('previewer.actions.separate')}
          data-dumi-tooltip={label('previewer.actions.separate')}
        >
          <IconExternal />
        </a>
      )}
      <CopyAction source={source} onPreload={preloadJavaScript} />
      <button
        type="button"
        className="dumi-default-previewer-action-btn site-previewer-action"
        aria-label={edit}
        data-dumi-tooltip={edit}
        aria-expanded={playground.editing}
        aria-controls={playground.editing ? playground.editorId : undefined}
        onClick={playground.toggleEditing}
      >
        <IconEdit />
      </button>
    </>
  );
};

export default PreviewerActionsExtra;
