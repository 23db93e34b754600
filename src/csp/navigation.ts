/**
 * A policy belongs to the document it came with, not to the address the app shows. The site is a
 * single-page app: a link inside it renders the next page in the same document, under the policy
 * of the page first loaded. Pages with live demos allow 'unsafe-eval' (the code editor runs what
 * the reader types) and pages without them do not; so a document loaded from a page without
 * demos must not become a demo page in place, or editing a demo there would be blocked. Such a
 * document makes every move to another page a full page load, and the next page arrives with its
 * own policy. Documents of demo pages navigate in place as before.
 */

/** The policy of `doc` as its `<meta>` states it, or null when it has none (the dev server). */
export function documentPolicy(doc: Document): string | null {
  const meta = doc.querySelector<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy" i]');
  return meta ? meta.content : null;
}

/** Whether a policy lets the document evaluate code: no policy, or 'unsafe-eval' in its script-src. */
export function policyAllowsEval(policy: string | null): boolean {
  if (policy === null) return true;
  const directives = policy.split(';').map((part) => part.trim().split(/\s+/));
  const named = (name: string) => directives.find(([first]) => first.toLowerCase() === name);
  const directive = named('script-src') ?? named('default-src');
  return !directive || directive.includes("'unsafe-eval'");
}

/**
 * Whether the app, having shown `loadedPath` first in this document, must load `nextPath` as a
 * new document: when the document may not evaluate code and the path changes (a new query or
 * `#section` on the same page stays in place).
 */
export function needsOwnDocument(loadedPath: string, nextPath: string, allowsEval: boolean): boolean {
  return !allowsEval && nextPath !== loadedPath;
}
