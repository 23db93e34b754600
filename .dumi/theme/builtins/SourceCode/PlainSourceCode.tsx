// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./theme-original.d.ts" />
import type { ISourceCodeProps } from 'dumi/theme-original/builtins/SourceCode';

/** Code as plain text (focusable, so a wide block can be scrolled by keyboard) while Prism loads. */
export function PlainSourceCode({
  children,
  lang,
}: {
  children: string;
  lang: ISourceCodeProps['lang'] | string;
}) {
  return (
    <div className="dumi-default-source-code">
      <pre className={`prism-code language-${lang}`} tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}
