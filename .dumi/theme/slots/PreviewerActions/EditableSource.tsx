import React, { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import SourceCode from './SourceCode';

interface EditableSourceProps {
  code: string;
  lang: string;
  label: string;
  onChange: (code: string) => void;
}

/** A transparent text field over the highlighted code; Tab is left to the browser. */
const EditableSource: React.FC<EditableSourceProps> = ({
  code: initial,
  lang,
  label,
  onChange,
}) => {
  const host = useRef<HTMLDivElement>(null);
  const [code, setCode] = useState(initial);
  const [metrics, setMetrics] = useState<CSSProperties>();

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

  return (
    <div ref={host} className="site-previewer-code-editor">
      <SourceCode
        lang={lang as React.ComponentProps<typeof SourceCode>['lang']}
        // There from the first render (and measured before the first paint): a field added later
        // would move the code into the scroll container, a second <pre> in place of the first.
        textarea={
          <textarea
            className="site-previewer-code-editor-field"
            style={metrics}
            aria-label={label}
            value={code}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            autoCorrect="off"
            onChange={(event) => {
              setCode(event.target.value);
              onChange(event.target.value);
            }}
          />
        }
      >
        {code}
      </SourceCode>
    </div>
  );
};

export default EditableSource;
