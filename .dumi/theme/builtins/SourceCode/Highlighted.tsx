// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./theme-original.d.ts" />
import { useIntl, useSiteData } from 'dumi';
import type { ISourceCodeProps } from 'dumi/theme-original/builtins/SourceCode';
import 'dumi/theme-default/builtins/SourceCode/index.less';
import Highlight, { defaultProps, type Language } from 'prism-react-renderer';
import 'prism-themes/themes/prism-one-light.css';
import { Fragment, useEffect, useRef, useState } from 'react';
import { COPIED_FEEDBACK_MS, copyText } from '../../../../src/playground/clipboard';
import { copiedCode } from './copyCode';

/** DSLs highlighted as a similar language (dumi's list). */
const SIMILAR_DSL: Record<string, Language> = { acss: 'css', axml: 'markup', vue: 'markup' };

/**
 * prism-react-renderer's line and token props carry a `key` (undefined when none is given), which
 * React must not get through a spread: the elements get theirs directly.
 */
function withoutKey<T extends { key?: unknown }>(props: T): Omit<T, 'key'> {
  const rest = { ...props };
  delete rest.key;
  return rest;
}

/** Ant Design's outlined copy and check icons, as dumi's code block draws them. */
const IconCopy = () => (
  <svg viewBox="64 64 896 896" aria-hidden="true" focusable="false">
    <path d="M832 64H296c-4.4 0-8 3.6-8 8v56c0 4.4 3.6 8 8 8h496v688c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8V96c0-17.7-14.3-32-32-32zM704 192H192c-17.7 0-32 14.3-32 32v530.7c0 8.5 3.4 16.6 9.4 22.6l173.3 173.3c2.2 2.2 4.7 4 7.4 5.5v1.9h4.2c3.5 1.3 7.2 2 11 2H704c17.7 0 32-14.3 32-32V224c0-17.7-14.3-32-32-32zM350 856.2L263.9 770H350v86.2zM664 888H414V746c0-22.1-17.9-40-40-40H232V264h432v624z" />
  </svg>
);
const IconCheck = () => (
  <svg viewBox="64 64 896 896" aria-hidden="true" focusable="false">
    <path d="M912 190h-69.9c-9.8 0-19.1 4.5-25.1 12.2L404.7 724.5 207 474a32 32 0 00-25.1-12.2H112c-6.7 0-10.4 7.7-6.3 12.9l273.9 347c12.8 16.2 37.4 16.2 50.3 0l488.4-618.9c4.1-5.1.4-12.8-6.3-12.8z" />
  </svg>
);

/**
 * dumi's highlighted code block (the same markup and classes, Prism through prism-react-renderer),
 * with a copy button named in the page language: "Copy code", and "Copied" while it shows its
 * check mark. The name is rendered, so the prerendered HTML (kept on hydration, see ServerMarkup)
 * carries it too. The code itself can take focus, so a wide block can be scrolled by keyboard.
 * Loaded on demand by the SourceCode builtin: this module is what brings Prism.
 */
export default function Highlighted({
  children = '',
  lang,
  highlightLines = [],
  textarea,
  extra,
}: ISourceCodeProps) {
  const intl = useIntl();
  const { themeConfig } = useSiteData();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = () => {
    void copyText(copiedCode(children, lang)).then((done) => {
      if (!done) return;
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    });
  };

  const code = (
    <Highlight
      {...defaultProps}
      code={textarea ? children : children.trim()}
      language={SIMILAR_DSL[lang] ?? lang}
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
                  [highlightLines.includes(i + 1) && 'highlighted', themeConfig.showLineNum && 'wrap']
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
                    // An empty line's token is a "\n" of its own; the break after the line is enough.
                    token.empty ? null : <span key={key} {...withoutKey(getTokenProps({ token }))} />,
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
    <div className="dumi-default-source-code">
      {Boolean(lang) && <span className="dumi-default-source-code-language">{lang}</span>}
      <button
        type="button"
        className="dumi-default-source-code-copy"
        aria-label={intl.formatMessage({
          id: copied ? 'previewer.actions.copied' : 'previewer.actions.copy',
        })}
        data-copied={copied || undefined}
        onClick={copy}
      >
        {copied ? <IconCheck /> : <IconCopy />}
      </button>
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
      {extra}
    </div>
  );
}
