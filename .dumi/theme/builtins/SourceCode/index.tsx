// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./theme-original.d.ts" />
import type { ISourceCodeProps } from 'dumi/theme-original/builtins/SourceCode';
import { Suspense, memo, useEffect } from 'react';
import { installTipDismissal } from '@site/client/codeTypes/tips';
import '@site/client/codeTypes/codeTypes.less';
import { KeptHtml, useMountedByHydration } from '../../common/ServerMarkup';
import { CodeBlock, PlainCode } from './CodeBlock';
import { preClassName } from './copyCode';
import { Highlighted, TypedCode } from './TypedCode';

/**
 * A page's code block. `typesKey` (src/node/plugins/rehypeCodeTypes.ts): a block whose highlighted
 * HTML the build made, with types on hover in TypeScript and JavaScript.
 */
export type SourceCodeProps = ISourceCodeProps & { typesKey?: string };

// dumi imports every builtin into every page, and its SourceCode brings Prism. A prerendered page
// already holds the highlighted `<pre>`, which hydration keeps (KeptHtml). After a client-side
// navigation, a block fetches the build's HTML; Prism loads only if that fails.

/**
 * Always in a Suspense boundary, so the hydrated tree matches the server's; memoised, or the render
 * after hydration would reach the boundary first and React would throw the prerendered code away.
 */
const Block = memo(
  function Block({ keep, props }: { keep: boolean; props: SourceCodeProps }) {
    const { children: code = '', lang, typesKey } = props;
    useEffect(() => {
      if (typesKey) installTipDismissal();
    }, [typesKey]);
    return (
      <Suspense fallback={<PlainCode code={code} lang={lang} />}>
        {keep ? (
          <CodeBlock code={code} lang={lang} extra={props.extra}>
            <KeptHtml as="pre" className={preClassName(lang)} tabIndex={0} />
          </CodeBlock>
        ) : typesKey ? (
          <TypedCode {...props} typesKey={typesKey} />
        ) : (
          <Highlighted {...props} />
        )}
      </Suspense>
    );
  },
  (before, after) => before.keep === after.keep && shallowEqual(before.props, after.props),
);

function shallowEqual(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.is(left[key], right[key]))
  );
}

export default function SourceCode(props: SourceCodeProps) {
  return <Block keep={useMountedByHydration()} props={props} />;
}
