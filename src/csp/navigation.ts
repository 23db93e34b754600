/**
 * A policy belongs to the document it came with, not to the address the app shows. The site is a
 * single-page app: a link inside it renders the next page in the same document, under the policy
 * of the page first loaded. Pages with live demos allow 'unsafe-eval' (the code editor runs what
 * the reader types) and pages without them do not; so a document loaded from a page without
 * demos must not become a demo page in place, or editing a demo there would be blocked. Such a
 * document loads every other page as a document of its own (`onRouteChange` in .dumi/app.tsx),
 * and the next page arrives with its own policy. Documents of demo pages navigate in place.
 */

/**
 * Whether `doc` may evaluate code: it has no policy `<meta>` (the dev server), or its policy allows
 * 'unsafe-eval' (which the site's policies only ever put in script-src, src/csp/policy.ts).
 */
export function documentAllowsEval(doc: Document): boolean {
  const policy = doc
    .querySelector('meta[http-equiv="Content-Security-Policy"]')
    ?.getAttribute('content');
  return policy == null || policy.includes("'unsafe-eval'");
}

/** What umi's `onRouteChange` runtime hook receives (the part used here). */
export interface RouteChange {
  location: { pathname: string };
  isFirst?: boolean;
}

/**
 * umi's `onRouteChange` hook for the rule above: remembers the path the document was loaded with
 * and whether it may evaluate code, and calls `reload` (the browser then loads the address the
 * app has just moved to) when such a document moves to another path. A new query or `#section`
 * on the same page stays in place. umi calls it as the history changes, before the next page
 * renders.
 */
export function ownDocumentPerPolicy(
  reload: () => void,
  doc?: Document,
): (change: RouteChange) => void {
  let loadedPath: string | undefined;
  let allowsEval = true;
  return ({ location, isFirst }) => {
    if (isFirst || loadedPath === undefined) {
      loadedPath = location.pathname;
      allowsEval = documentAllowsEval(doc ?? document);
    } else if (!allowsEval && location.pathname !== loadedPath) reload();
  };
}
