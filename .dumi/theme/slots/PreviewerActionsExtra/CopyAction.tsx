import { useIntl } from 'dumi';
import React from 'react';
import { useCopied } from '../../../../src/playground/useCopied';
import { IconCheck, IconCopy } from './icons';

/** Copies the demo's source; shows a check icon (and says "Copied") for two seconds. */
const CopyAction: React.FC<{ source: string }> = ({ source }) => {
  const intl = useIntl();
  const { copied, copy } = useCopied();

  const label = intl.formatMessage({
    id: copied ? 'previewer.actions.copied' : 'previewer.actions.copy',
  });
  return (
    <button
      type="button"
      className="dumi-default-previewer-action-btn site-previewer-action"
      aria-label={label}
      data-dumi-tooltip={label}
      data-copied={copied || undefined}
      onClick={() => void copy(source)}
    >
      {copied ? <IconCheck /> : <IconCopy />}
    </button>
  );
};

export default CopyAction;
