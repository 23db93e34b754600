import { useIntl, usePrefersColor } from 'dumi';
import React, { useEffect, useRef, useState } from 'react';
import { embedDemo, type EmbedStatus } from '../../../../src/playground/embed';
import type { StackBlitzProject } from '../../../../src/playground';

interface EmbeddedEditorProps {
  id: string;
  title: string;
  project: StackBlitzProject;
}

/**
 * The demo as a StackBlitz project, embedded under the demo. Shows a status line while the
 * playground VM connects and the timeout message (instead of an empty frame) when it cannot.
 */
const EmbeddedEditor: React.FC<EmbeddedEditorProps> = ({ id, title, project }) => {
  const intl = useIntl();
  const [color] = usePrefersColor();
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<EmbedStatus>('connecting');
  const theme = color === 'dark' ? 'dark' : 'light';

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    let current = true;
    setStatus('connecting');
    embedDemo(element, project, theme).then((result) => {
      if (current) setStatus(result);
    });
    return () => {
      current = false;
      element.replaceChildren();
    };
  }, [project, theme]);

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
