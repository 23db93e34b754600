import { useIntl } from 'dumi';
import React, { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PlaygroundPreviewerProps } from '@site/client/playground';
import { loadDemoJavaScript } from '@site/client/demos/loadJavaScript';
import { rtlJavaScript, type RtlVariant } from '@site/client/demos/loadRtl';
import { embedDemo, type EmbedStatus } from '@site/client/playground/embed';
import { loadPlayground } from '@site/client/playground/lazy';
import { shownColorMode, subscribeShownColorMode } from '@site/client/site/colorMode';

const LIGHT = () => 'light' as const;

interface EmbeddedEditorProps {
  id: string;
  title: string;
  input: PlaygroundPreviewerProps;
  javaScript?: boolean;
  /** The demo right to left: its entry replaces the JavaScript flavour's. */
  rtlVariant?: RtlVariant;
}

/** "Edit here": the demo as an embedded StackBlitz project, with a status line. */
const EmbeddedEditor: React.FC<EmbeddedEditorProps> = ({
  id,
  title,
  input,
  javaScript,
  rtlVariant,
}) => {
  const intl = useIntl();
  // Not dumi's hook, which would come with every demo page.
  const theme = useSyncExternalStore(subscribeShownColorMode, shownColorMode, LIGHT);
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<EmbedStatus>('connecting');

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    let current = true;
    setStatus('connecting');
    Promise.all([
      loadPlayground(),
      javaScript ? loadDemoJavaScript(input.filename, input.asset) : undefined,
    ])
      .then(([{ stackBlitzProjectOf }, sources]) =>
        embedDemo(
          element,
          stackBlitzProjectOf({
            ...input,
            javaScript:
              sources && rtlVariant ? rtlJavaScript(sources, input.asset, rtlVariant) : sources,
          }),
          theme,
        ),
      )
      .catch(() => 'timeout' as const)
      .then((result) => {
        if (current) setStatus(result);
      });
    return () => {
      current = false;
      element.replaceChildren();
    };
  }, [input, theme, javaScript, rtlVariant]);

  return (
    <section
      id={id}
      className="site-previewer-editor"
      aria-label={intl.formatMessage({ id: 'previewer.editor.label' }, { title })}
      data-status={status}
    >
      {status === 'connecting' && (
        <p role="status" className="site-previewer-editor-status">
          {intl.formatMessage({ id: 'previewer.editor.connecting' })}
        </p>
      )}
      {status === 'timeout' && (
        <p role="alert" className="site-previewer-editor-status">
          {intl.formatMessage({ id: 'previewer.editor.timeout' })}
        </p>
      )}
      <div ref={host} className="site-previewer-editor-frame" hidden={status === 'timeout'} />
    </section>
  );
};

export default EmbeddedEditor;
