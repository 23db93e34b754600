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

/** dumi's highlighted code block in the site's frame; the chunk that brings Prism. */
export default function Highlighted({
  children = '',
  lang,
  highlightLines = [],
  textarea,
  extra,
}: ISourceCodeProps) {
  const { themeConfig } = useSiteData();
  const code = (
    <Highlight
      {...defaultProps}
      code={textarea ? children : children.trim()}
      language={highlightLanguage(lang) as Language}
      theme={undefined}
    >
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <pre className={className} style={style} tabIndex={textarea ? undefined : 0}>
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

  return (
    <CodeBlock code={children} lang={lang} extra={extra}>
      {textarea ? (
        <div className="dumi-default-source-code-scroll-container">
          <div className="dumi-default-source-code-scroll-content">
            {code}
            {textarea}
          </div>
        </div>
      ) : (
        code
      )}
    </CodeBlock>
  );
}
