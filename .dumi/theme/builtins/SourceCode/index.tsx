// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./theme-original.d.ts" />
import { useIntl } from 'dumi';
import type { ISourceCodeProps } from 'dumi/theme-original/builtins/SourceCode';
import { Suspense, lazy, type MouseEvent } from 'react';
import { COPIED_FEEDBACK_MS, copyText } from '../../../../src/playground/clipboard';
import { ServerMarkup } from '../../common/ServerMarkup';
import { blockLanguage, copiedCode } from './copyCode';
import { PlainSourceCode } from './PlainSourceCode';

/**
 * dumi's highlighted code block, without Prism on prerendered pages.
 *
 * dumi imports every builtin into every page, and its SourceCode brings Prism with all its
 * grammars (72 KB, and >100 ms of start-up work on a phone). A prerendered page already contains
 * the highlighted HTML, so hydration keeps it (ServerMarkup) and only the copy button needs code.
 * After a client-side navigation the highlighter (Highlighted: dumi's markup with a named copy
 * button) is loaded as a separate chunk, with the plain code shown while it loads.
 */
const Highlighted = lazy(() => import('./Highlighted'));

/**
 * The copy button of kept markup: copies the block's code and, for a while, marks itself copied
 * and takes the "copied" name, as Highlighted's own button does.
 */
function copyFromKeptMarkup(
  event: MouseEvent<HTMLDivElement>,
  labels: { copy: string; copied: string },
) {
  const button = (event.target as Element).closest?.('.dumi-default-source-code-copy');
  const code = button?.closest('.dumi-default-source-code')?.querySelector('pre');
  if (!button || !code) return;
  void copyText(copiedCode(code.textContent ?? '', blockLanguage(code))).then((copied) => {
    if (!copied) return;
    button.setAttribute('data-copied', '');
    button.setAttribute('aria-label', labels.copied);
    window.setTimeout(() => {
      button.removeAttribute('data-copied');
      button.setAttribute('aria-label', labels.copy);
    }, COPIED_FEEDBACK_MS);
  });
}

export default function SourceCode(props: ISourceCodeProps) {
  const intl = useIntl();
  const labels = {
    copy: intl.formatMessage({ id: 'previewer.actions.copy' }),
    copied: intl.formatMessage({ id: 'previewer.actions.copied' }),
  };
  return (
    <ServerMarkup
      className="site-source-code"
      onKeptMarkupClick={(event) => copyFromKeptMarkup(event, labels)}
    >
      <Suspense fallback={<PlainSourceCode lang={props.lang}>{props.children}</PlainSourceCode>}>
        <Highlighted {...props} />
      </Suspense>
    </ServerMarkup>
  );
}
