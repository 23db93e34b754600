import { useIntl } from 'dumi';
import type { ReactNode } from 'react';
import { copyText } from '@site/client/playground/clipboard';
import { useCopied } from '@site/client/playground/useCopied';
import { copiedCode, preClassName } from './copyCode';

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

interface CodeBlockProps {
  code: string;
  lang?: string;
  /** The highlighted `<pre>`, or the one kept from the server. */
  children: ReactNode;
  extra?: ReactNode;
}

/** The frame of every code block in dumi's markup: language, copy button; no highlighter. */
export function CodeBlock({ code, lang, children, extra }: CodeBlockProps) {
  const intl = useIntl();
  const { copied, run } = useCopied();
  const copiedLabel = intl.formatMessage({ id: 'previewer.actions.copied' });

  return (
    <div className="dumi-default-source-code">
      {Boolean(lang) && <span className="dumi-default-source-code-language">{lang}</span>}
      <button
        type="button"
        className="dumi-default-source-code-copy"
        aria-label={copied ? copiedLabel : intl.formatMessage({ id: 'previewer.actions.copy' })}
        data-copied={copied || undefined}
        onClick={() => void run(() => copyText(copiedCode(code, lang)))}
      >
        {copied ? <IconCheck /> : <IconCopy />}
      </button>
      {children}
      {extra}
      <span role="status" className="site-visually-hidden">
        {copied ? copiedLabel : ''}
      </span>
    </div>
  );
}

/** What shows while the highlighter loads. */
export function PlainCode({ code, lang }: { code: string; lang?: string }) {
  return (
    <CodeBlock code={code} lang={lang}>
      <pre className={preClassName(lang)} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </CodeBlock>
  );
}
