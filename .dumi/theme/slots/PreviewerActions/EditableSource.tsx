import React, {
  Suspense,
  lazy,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { withIdPrefix } from '@site/shared/codeTypes/keys';
import { clearPointed, pointReference } from '@site/client/codeTypes/tips';
import { CodeBlock } from '../../builtins/SourceCode/CodeBlock';
import { preClassName } from '../../builtins/SourceCode/copyCode';
import { TypedPre } from '../../builtins/SourceCode/TypedCode';

const PrismPre = lazy(() =>
  import('../../builtins/SourceCode/Highlighted').then(({ PrismPre: Pre }) => ({ default: Pre })),
);

interface EditableSourceProps {
  code: string;
  lang: string;
  label: string;
  /** The build's HTML of the code as it came, with types on hover; absent: Prism highlights. */
  html?: string;
  /** Unique on the page: starts the ids of the tooltips. */
  idPrefix: string;
  onChange: (code: string) => void;
}

/**
 * A transparent text field over the highlighted code; Tab is left to the browser. Until the first
 * edit the code is the build's, with types on hover (the field passes the pointer's position on);
 * from then on Prism highlights it as it changes.
 */
const EditableSource: React.FC<EditableSourceProps> = ({
  code: initial,
  lang,
  label,
  html,
  idPrefix,
  onChange,
}) => {
  const host = useRef<HTMLDivElement>(null);
  const stack = useRef<HTMLDivElement>(null);
  const [code, setCode] = useState(initial);
  const [metrics, setMetrics] = useState<CSSProperties>();
  const typed = html !== undefined && code === initial;

  useLayoutEffect(() => {
    const pre = host.current?.querySelector('pre');
    if (!pre) return;
    const style = window.getComputedStyle(pre);
    const firstLine = pre.querySelector<HTMLElement>('.line-cell');
    setMetrics({
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      lineHeight: style.lineHeight,
      letterSpacing: style.letterSpacing,
      tabSize: style.tabSize,
      padding: style.padding,
      // Line numbers (themeConfig.showLineNum) push the code to the right.
      ...(firstLine ? { paddingLeft: firstLine.offsetLeft } : {}),
    });
  }, []);

  const plain = (
    <pre className={preClassName(lang)}>
      <code>{code}</code>
    </pre>
  );

  return (
    <div ref={host} className="site-previewer-code-editor">
      <CodeBlock code={code} lang={lang}>
        <div className="dumi-default-source-code-scroll-container">
          {/* The field first: Tab reaches the editor before the type names in the code. */}
          <div
            ref={stack}
            className="dumi-default-source-code-scroll-content site-previewer-code-editor-stack"
          >
            <textarea
              className="site-previewer-code-editor-field"
              style={metrics}
              aria-label={label}
              value={code}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              autoCorrect="off"
              onPointerMove={(event) => {
                if (typed && stack.current)
                  pointReference(stack.current, event.clientX, event.clientY);
              }}
              onPointerLeave={() => stack.current && clearPointed(stack.current)}
              onChange={(event) => {
                setCode(event.target.value);
                onChange(event.target.value);
              }}
            />
            {typed ? (
              <TypedPre html={withIdPrefix(html, idPrefix)} lang={lang} focusable={false} />
            ) : (
              <Suspense fallback={plain}>
                <PrismPre code={code} lang={lang} editable />
              </Suspense>
            )}
          </div>
        </div>
      </CodeBlock>
    </div>
  );
};

export default EditableSource;
