import { useIntl } from 'dumi';
import React, { useEffect, useRef, useState } from 'react';
import { COPIED_FEEDBACK_MS, copyText } from '../../../../src/playground/clipboard';
import { IconCheck, IconCopy } from './icons';

interface CopyActionProps {
  /** The demo's source in the chosen language (the JavaScript may have to be fetched first). */
  source: () => Promise<string>;
  /** Called when the pointer or focus reaches the button, to fetch the source early. */
  onPreload?: () => void;
}

/** Copies the demo's source; shows a check icon (and says "Copied") for two seconds. */
const CopyAction: React.FC<CopyActionProps> = ({ source, onPreload }) => {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const label = intl.formatMessage({
    id: copied ? 'previewer.actions.copied' : 'previewer.actions.copy',
  });
  const onClick = () => {
    source()
      .then(copyText)
      .then((done) => {
        if (!done) return;
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
      })
      .catch(() => undefined);
  };
  return (
    <button
      type="button"
      className="dumi-default-previewer-action-btn site-previewer-action"
      aria-label={label}
      data-dumi-tooltip={label}
      data-copied={copied || undefined}
      onClick={onClick}
      onPointerEnter={onPreload}
      onFocus={onPreload}
    >
      {copied ? <IconCheck /> : <IconCopy />}
    </button>
  );
};

export default CopyAction;
