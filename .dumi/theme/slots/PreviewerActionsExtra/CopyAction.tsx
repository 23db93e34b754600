import { useIntl } from 'dumi';
import React from 'react';
import { copyText } from '@site/client/playground/clipboard';
import { useCopied } from '@site/client/playground/useCopied';
import { IconCheck, IconCopy } from './icons';

interface CopyActionProps {
  /** In the chosen language, which may have to be fetched first. */
  source: () => Promise<string>;
  onPreload?: () => void;
}

const CopyAction: React.FC<CopyActionProps> = ({ source, onPreload }) => {
  const intl = useIntl();
  const { copied, run } = useCopied();

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
      onClick={() => void run(() => source().then(copyText))}
      onPointerEnter={onPreload}
      onFocus={onPreload}
    >
      {copied ? <IconCheck /> : <IconCopy />}
    </button>
  );
};

export default CopyAction;
