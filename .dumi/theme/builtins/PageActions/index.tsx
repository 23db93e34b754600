import { useIntl } from 'dumi';
import React from 'react';
import { copyPage, preloadPage } from '../../../../src/docs/copyPageLazy';
import { useCopied } from '../../../../src/playground/useCopied';
import { IconCheck, IconCopy, IconDocument } from './icons';
import './index.less';

/**
 * The actions on the page's Markdown twin at `href`, under the page's title (put there, with the
 * address, by src/plugins/remarkPageActions.ts), so with every page and content tab; the layout
 * links the same twin from the page head (.dumi/theme/common/usePageTwin.ts):
 * - "Copy page" puts the twin on the clipboard, fetched when asked for (src/docs/copyPage.ts,
 *   loaded when the pointer or the focus reaches the button: src/docs/copyPageLazy.ts), and says
 *   "Copied" for two seconds as a code block's copy button does; a status message tells screen
 *   reader users what happened, a failure included;
 * - "View as Markdown" opens the twin.
 */
const PageActions: React.FC<{ href?: string }> = ({ href }) => {
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
