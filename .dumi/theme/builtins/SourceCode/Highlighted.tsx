// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./theme-original.d.ts" />
import { useSiteData } from 'dumi';
import type { ISourceCodeProps } from 'dumi/theme-original/builtins/SourceCode';
import 'dumi/theme-default/builtins/SourceCode/index.less';
import Highlight, { defaultProps, type Language } from 'prism-react-renderer';
import 'prism-themes/themes/prism-one-light.css';
import { Fragment } from 'react';
import { CodeBlock } from './CodeBlock';
import { highlightLanguage } from './copyCode';

/** prism-react-renderer's props carry a `key`, which React must not get through a spread. */
function withoutKey<T extends { key?: unknown }>(props: T): Omit<T, 'key'> {
  const rest = { ...props };
  delete rest.key;
  return rest;
}

interface PrismPreProps {
  code: string;
  lang?: string;
  highlightLines?: number[];
  /** Code under a text field: kept as is, and the field (not the `<pre>`) takes the focus. */
  editable?: boolean;
}

/** The `<pre>` with Prism's tokens; the chunk that brings Prism. */
export function PrismPre({ code, lang, highlightLines = [], editable }: PrismPreProps) {
  const { themeConfig } = useSiteData();
  return (
    <Highlight
      {...defaultProps}
      code={editable ? code : code.trim()}
      language={highlightLanguage(lang) as Language}
      theme={undefined}
    >
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <pre className={className} style={style} tabIndex={editable ? undefined : 0}>
          {tokens.map((line, i) => (
            // A line is a span followed by its line break: a <pre> holds phrasing content only,
            // and its text (copied, read without CSS) keeps the lines apart.
            <Fragment key={String(i)}>
              <span
                className={
                  [
                    highlightLines.includes(i + 1) && 'highlighted',
                    themeConfig.showLineNum && 'wrap',
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              >
                {themeConfig.showLineNum && <span className="token-line-num">{i + 1}</span>}
                <span
                  {...withoutKey(getLineProps({ line }))}
                  className={themeConfig.showLineNum ? 'line-cell' : undefined}
                >
                  {line.map((token, key) =>
                    // An empty line's token is a "\n" of its own.
                    token.empty ? null : (
                      <span key={key} {...withoutKey(getTokenProps({ token }))} />
                    ),
                  )}
                </span>
              </span>
              {i < tokens.length - 1 && '\n'}
            </Fragment>
          ))}
        </pre>
      )}
    </Highlight>
  );
}

/** dumi's highlighted code block in the site's frame. */
export default function Highlighted({
  children = '',
  lang,
  highlightLines = [],
  extra,
}: ISourceCodeProps) {
  return (
    <CodeBlock code={children} lang={lang} extra={extra}>
      <PrismPre code={children} lang={lang} highlightLines={highlightLines} />
    </CodeBlock>
  );
}
