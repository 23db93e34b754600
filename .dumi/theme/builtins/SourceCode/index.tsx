// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./theme-original.d.ts" />
import type { ISourceCodeProps } from 'dumi/theme-original/builtins/SourceCode';
import { Suspense, lazy } from 'react';
import { PlainSourceCode } from './PlainSourceCode';

/**
 * dumi's highlighted code block, loaded on demand.
 *
 * dumi imports every builtin into every page, and its SourceCode brings Prism with all its
 * grammars (72 KB, and >100 ms of start-up work on a phone) although most pages show no code.
 * Here the highlighter is a separate chunk: prerendered pages already contain the highlighted
 * HTML, which React keeps until the chunk has loaded and then hydrates; pages without code never
 * load it. While it loads after a client-side navigation the plain code is shown.
 */
const Highlighted = lazy(() => import('dumi/theme-original/builtins/SourceCode'));

export default function SourceCode(props: ISourceCodeProps) {
  return (
    <Suspense fallback={<PlainSourceCode lang={props.lang}>{props.children}</PlainSourceCode>}>
      <Highlighted {...props} />
    </Suspense>
  );
}
