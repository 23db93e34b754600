/**
 * `app-script`: a prerendered page requests its app bundle once it has painted. umi's
 * `<script src="/umi.<hash>.js" async>` can arrive and run (evaluation, then hydration) before the
 * first paint, holding back a page whose content is already in the HTML.
 */

/** Matches umi's entry tag: `<script src="…/umi.<hash>.js" async=""></script>`. */
const ENTRY_TAG = /<script src="([^"]*\/umi(?:\.[0-9a-f]+)?\.js)" async(?:="")?><\/script>/g;

/**
 * Appends `src` as an async script in the task after the frame in which the browser records its
 * first contentful paint (a frame alone is no proof of a paint), at once in a hidden tab (which
 * runs no animation frames), after 3 s at the latest, and after the first frame in browsers
 * without paint timing. Serialised with `toString()`: it may use only its arguments and globals.
 */
export function loadAfterPaint(doc: Document, win: Window, src: string): void {
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    doc.body.appendChild(script);
  };
  const perf = win.performance;
  const painted = () =>
    !perf ||
    typeof perf.getEntriesByName !== 'function' ||
    perf.getEntriesByName('first-contentful-paint').length > 0;
  const afterPaint = () => {
    if (started) return;
    if (painted()) win.setTimeout(load, 0);
    else win.requestAnimationFrame(afterPaint);
  };
  if (doc.visibilityState === 'hidden' || typeof win.requestAnimationFrame !== 'function') load();
  else {
    win.requestAnimationFrame(afterPaint);
    win.setTimeout(load, 3000);
  }
}

/** The inline loader that replaces the entry tag for `src`. */
export function appScriptLoader(src: string): string {
  return `<script>(${loadAfterPaint.toString()})(document,window,${JSON.stringify(src)});</script>`;
}

/**
 * The page with umi's entry tag replaced by the loader, at the end of `<body>` (or of the page),
 * so the paint it waits for is the whole page. Pages without the tag come back unchanged.
 */
export function deferAppScript(html: string): string {
  const sources: string[] = [];
  const stripped = html.replace(ENTRY_TAG, (_tag, src: string) => {
    sources.push(src);
    return '';
  });
  if (!sources.length) return html;
  const loaders = sources.map(appScriptLoader).join('');
  const bodyEnd = stripped.lastIndexOf('</body>');
  if (bodyEnd < 0) return stripped.trimEnd() + loaders;
  return stripped.slice(0, bodyEnd) + loaders + stripped.slice(bodyEnd);
}

/** Whether a page has the loader and no entry tag of umi's left. */
export function isAppScriptDeferred(html: string): boolean {
  return (
    !new RegExp(ENTRY_TAG.source).test(html) &&
    html.includes(`(${loadAfterPaint.toString()})(document,window,`)
  );
}
