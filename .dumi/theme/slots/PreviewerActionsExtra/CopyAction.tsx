import { useIntl } from 'dumi';
import React, { useEffect, useRef, useState } from 'react';
import { COPIED_FEEDBACK_MS, copyText } from '../../../../src/playground/clipboard';
import { IconCheck, IconCopy } from './icons';

/** Copies the demo's source; shows a check icon (and says "Copied") for two seconds. */
const CopyAction: React.FC<{ source: string }> = ({ source }) => {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const label = intl.formatMessage({
    id: copied ? 'previewer.actions.copied' : 'previewer.actions.copy',
  });
  const onClick = async () => {
    if (!(await copyText(source))) return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };
  return (
    <button
      type="button"
      className="dumi-default-previewer-action-btn site-previewer-action"
      aria-label={label}
      data-dumi-tooltip={label}
      data-copied={copied || undefined}
      onClick={onClick}
    >
      {copied ? <IconCheck /> : <IconCopy />}
    </button>
  );
};

export default CopyAction;
