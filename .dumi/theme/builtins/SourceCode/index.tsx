// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./theme-original.d.ts" />
import type { ISourceCodeProps } from 'dumi/theme-original/builtins/SourceCode';
import { Suspense, lazy, type MouseEvent } from 'react';
import { COPIED_FEEDBACK_MS, copyText } from '../../../../src/playground/clipboard';
import { ServerMarkup } from '../../common/ServerMarkup';
import { PlainSourceCode } from './PlainSourceCode';

/**
 * dumi's highlighted code block, without Prism on prerendered pages.
 *
 * dumi imports every builtin into every page, and its SourceCode brings Prism with all its
 * grammars (72 KB, and >100 ms of start-up work on a phone). A prerendered page already contains
 * the highlighted HTML, so hydration keeps it (ServerMarkup) and only the copy button needs code.
 * After a client-side navigation the highlighter is loaded as a separate chunk, with the plain
 * code shown while it loads.
 */
const Highlighted = lazy(() => import('dumi/theme-original/builtins/SourceCode'));

/** The copy button of kept markup: copies the block's code and marks itself copied for a while. */
function copyFromKeptMarkup(event: MouseEvent<HTMLDivElement>) {
  const button = (event.target as Element).closest?.('.dumi-default-source-code-copy');
  const code = button?.closest('.dumi-default-source-code')?.querySelector('pre');
  if (!button || !code) return;
  void copyText(code.textContent ?? '').then((copied) => {
    if (!copied) return;
    button.setAttribute('data-copied', '');
    window.setTimeout(() => button.removeAttribute('data-copied'), COPIED_FEEDBACK_MS);
  });
}

export default function SourceCode(props: ISourceCodeProps) {
  return (
    <ServerMarkup className="site-source-code" onKeptMarkupClick={copyFromKeptMarkup}>
      <Suspense fallback={<PlainSourceCode lang={props.lang}>{props.children}</PlainSourceCode>}>
        <Highlighted {...props} />
      </Suspense>
    </ServerMarkup>
  );
}
