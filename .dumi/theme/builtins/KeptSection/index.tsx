import { history } from 'dumi';
import { Suspense, memo, type MouseEvent } from 'react';
import { readKeptSection } from '@site/client/site/keptSections';
import { followRouteLink } from '@site/shared/site/routeLinks';
import { KeptHtml, useMountedByHydration } from '../../common/ServerMarkup';
import './index.less';

export interface KeptSectionProps {
  /** The page's file of runs, `kept/<hash>.json` (src/shared/site/keptSections.ts). */
  src: string;
  /** Which run, as the Markdown attribute gives it. */
  part: string;
}

const followLink = (event: MouseEvent<HTMLElement>) => followRouteLink(event, history.push);

function Fetched({ src, part }: { src: string; part: number }) {
  return (
    <div
      className="markdown site-kept"
      onClick={followLink}
      dangerouslySetInnerHTML={{ __html: readKeptSection(src, part) }}
    />
  );
}

/**
 * Always in a Suspense boundary, so that the hydrated tree matches the server's; memoised, or the
 * render after hydration would reach the boundary first and React would drop the prerendered HTML.
 */
const Section = memo(function Section(props: { keep: boolean; src: string; part: number }) {
  return (
    <Suspense fallback={<div className="markdown site-kept" aria-busy="true" />}>
      {props.keep ? (
        <KeptHtml className="markdown site-kept" onClick={followLink} />
      ) : (
        <Fetched src={props.src} part={props.part} />
      )}
    </Suspense>
  );
});

/**
 * `<KeptSection src part>`, which src/node/plugins/remarkKeptSections.ts writes where a long run of
 * prose was: the prerendered HTML, kept; after a client-side move, fetched.
 */
export default function KeptSection({ src, part }: KeptSectionProps) {
  return <Section keep={useMountedByHydration()} src={src} part={Number(part)} />;
}
