import { useIntl } from 'dumi';
import React from 'react';
import { copyPage, preloadPage } from '@site/client/docs/copyPageLazy';
import { useCopied } from '@site/client/playground/useCopied';
import { IconCheck, IconCopy, IconDocument, IconSliders } from './icons';
import './index.less';

/**
 * "Copy page" and "View as Markdown" for the page's Markdown twin at `href`; on a demo page whose
 * features the configurator covers, a link to it with them chosen (`configurator`).
 */
const PageActions: React.FC<{ href?: string; configurator?: string }> = ({
  href,
  configurator,
}) => {
  const intl = useIntl();
  const { state, run } = useCopied();
  if (!href) return null;

  const text = (id: string) => intl.formatMessage({ id });
  const prefetch = () => preloadPage(href);
  const copy = () => void run(() => copyPage(href));
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
      {configurator && (
        <a className="site-page-action" href={configurator}>
          <IconSliders />
          {text('page.actions.configurator')}
        </a>
      )}
      <span
        role="status"
        className={state === 'failed' ? 'site-page-actions-error' : 'site-visually-hidden'}
      >
        {state === 'copied' && text('page.actions.copied')}
        {state === 'failed' && text('page.actions.copy.failed')}
      </span>
    </div>
  );
};

export default PageActions;
