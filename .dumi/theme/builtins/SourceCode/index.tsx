// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./theme-original.d.ts" />
import type { ISourceCodeProps } from 'dumi/theme-original/builtins/SourceCode';
import { Suspense, lazy, memo } from 'react';
import { KeptHtml, useMountedByHydration } from '../../common/ServerMarkup';
import { CodeBlock, PlainCode } from './CodeBlock';
import { preClassName } from './copyCode';

// dumi imports every builtin into every page, and its SourceCode brings Prism. A prerendered page
// already holds the highlighted `<pre>`, which hydration keeps (KeptHtml); Prism loads only after
// a client-side navigation.
const Highlighted = lazy(() => import('./Highlighted'));

/**
 * Always in a Suspense boundary, so the hydrated tree matches the server's; memoised, or the render
 * after hydration would reach the boundary first and React would throw the prerendered code away.
 */
const Block = memo(
  function Block({ keep, props }: { keep: boolean; props: ISourceCodeProps }) {
    const { children: code = '', lang } = props;
    return (
      <Suspense fallback={<PlainCode code={code} lang={lang} />}>
        {keep ? (
          <CodeBlock code={code} lang={lang} extra={props.extra}>
            <KeptHtml as="pre" className={preClassName(lang)} tabIndex={0} />
          </CodeBlock>
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

export default function SourceCode(props: ISourceCodeProps) {
  return <Block keep={useMountedByHydration()} props={props} />;
}
