/** Whether `doc` may evaluate code: no policy `<meta>` (dev server), or 'unsafe-eval' in it. */
export function documentAllowsEval(doc: Document): boolean {
  const policy = doc
    .querySelector('meta[http-equiv="Content-Security-Policy"]')
    ?.getAttribute('content');
  return policy == null || policy.includes("'unsafe-eval'");
}

/** The part of umi's `onRouteChange` argument used here. */
export interface RouteChange {
  location: { pathname: string };
  isFirst?: boolean;
}

/** `onRouteChange`: a document that may not evaluate code reloads on another path (README). */
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
