// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./theme-original.d.ts" />
import type { ISourceCodeProps } from 'dumi/theme-original/builtins/SourceCode';
import { Suspense, lazy, memo } from 'react';
import { KeptHtml, useMountedByHydration } from '../../common/ServerMarkup';
import { CodeBlock, PlainCode } from './CodeBlock';
import { preClassName } from './copyCode';

/**
 * dumi's highlighted code block, without Prism on prerendered pages.
 *
 * dumi imports every builtin into every page, and its SourceCode brings Prism with all its
 * grammars (72 KB, and >100 ms of start-up work on a phone). A prerendered page already contains
 * the highlighted code, so hydration keeps that `<pre>` as the server wrote it (KeptHtml), and the
 * frame around it (the language, the copy button with its state) is rendered as usual. After a
 * client-side navigation the highlighter (Highlighted) is loaded as a chunk of its own, with the
 * plain code shown while it loads.
 */
const Highlighted = lazy(() => import('./Highlighted'));

/**
 * The block, in a Suspense boundary in every case, so the hydrated tree matches the one the server
 * wrote. Memoised: the render that follows hydration (useMountedByHydration) must not reach the
 * boundary before React has hydrated it, or React would throw the prerendered code away.
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
