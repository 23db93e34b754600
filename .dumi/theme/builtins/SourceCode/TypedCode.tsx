// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./theme-original.d.ts" />
import type { ISourceCodeProps } from 'dumi/theme-original/builtins/SourceCode';
import { lazy } from 'react';
import { readCodeHtml } from '@site/client/codeTypes/codeHtml';
import { CodeBlock } from './CodeBlock';
import { preClassName } from './copyCode';

/** The fallback when the build's HTML cannot be had: the code highlighted in the browser. */
export const Highlighted = lazy(() => import('./Highlighted'));

/**
 * The build's HTML of a code (src/node/plugins/codeTypes.ts) in its `<pre>`, which the keyboard
 * can scroll unless `focusable` is false (a text field over it takes the focus instead).
 */
export function TypedPre({
  html,
  lang,
  focusable = true,
}: {
  html: string;
  lang?: string;
  focusable?: boolean;
}) {
  return (
    <pre
      className={preClassName(lang)}
      tabIndex={focusable ? 0 : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * A page's code block with types on hover, from the build's HTML named `typesKey`: no highlighter
 * comes to the browser unless that HTML cannot be had. Suspends while it loads.
 */
export function TypedCode(props: ISourceCodeProps & { typesKey: string }) {
  const html = readCodeHtml(props.typesKey);
  if (html === undefined) return <Highlighted {...props} />;
  return (
    <CodeBlock code={props.children ?? ''} lang={props.lang} extra={props.extra}>
      <TypedPre html={html} lang={props.lang} />
    </CodeBlock>
  );
}
