import React, { Suspense } from 'react';
import { withIdPrefix } from '@site/shared/codeTypes/keys';
import { CodeBlock, PlainCode } from '../../builtins/SourceCode/CodeBlock';
import { Highlighted, TypedPre } from '../../builtins/SourceCode/TypedCode';

interface DemoSourceProps {
  code: string;
  lang: string;
  /** The build's HTML of the file (src/node/plugins/codeTypes.ts); absent: Prism highlights. */
  html?: string;
  /** Unique on the page: starts the ids of the tooltips. */
  idPrefix: string;
}

type Lang = React.ComponentProps<typeof Highlighted>['lang'];

/** A demo file's read-only code, with types on hover. */
const DemoSource: React.FC<DemoSourceProps> = ({ code, lang, html, idPrefix }) =>
  html === undefined ? (
    <Suspense fallback={<PlainCode code={code} lang={lang} />}>
      <Highlighted lang={lang as Lang}>{code}</Highlighted>
    </Suspense>
  ) : (
    <CodeBlock code={code} lang={lang}>
      <TypedPre html={withIdPrefix(html, idPrefix)} lang={lang} />
    </CodeBlock>
  );

export default DemoSource;
