import { useIntl } from 'dumi';
import React, { useEffect, useRef, useState } from 'react';
import { copyTwin, loadTwin } from '../../../../src/docs/copyPage';
import { COPIED_FEEDBACK_MS } from '../../../../src/playground/clipboard';
import usePageTwin from '../../common/usePageTwin';
import { IconCheck, IconCopy } from '../../slots/PreviewerActionsExtra/icons';
import { IconDocument } from './icons';
import './index.less';

/**
 * The actions under a page's title (put there by src/plugins/remarkPageActions.ts): "Copy page"
 * puts the page's Markdown twin on the clipboard, fetched when asked for (src/docs/copyPage.ts),
 * and says "Copied" for two seconds as a code block's copy button does; the link opens the twin.
 * A status message tells screen reader users what happened, including a failure.
 */
const PageActions: React.FC = () => {
  const intl = useIntl();
  const href = usePageTwin();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (!href) return null;

  const text = (id: string) => intl.formatMessage({ id });
  const prefetch = () => {
    loadTwin(href).catch(() => undefined);
  };
  const copy = async () => {
    const copied = await copyTwin(href);
    setState(copied ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    if (copied) timer.current = window.setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
  };
  return (
    <div className="site-page-actions">
      <button
        type="button"
        className="site-page-action"
        data-copied={state === 'copied' || undefined}
        onClick={copy}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {state === 'copied' ? <IconCheck /> : <IconCopy />}
        {text(state === 'copied' ? 'page.actions.copied' : 'page.actions.copy')}
      </button>
      <a className="site-page-action" href={href} type="text/markdown">
        <IconDocument />
        {text('page.actions.markdown')}
      </a>
      <span
        role="status"
        className={state === 'failed' ? 'site-page-actions-error' : 'site-visually-hidden'}
      >
        {state === 'copied' && text('page.actions.copied.status')}
        {state === 'failed' && text('page.actions.copy.failed')}
      </span>
    </div>
  );
};

export default PageActions;
