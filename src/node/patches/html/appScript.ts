/**
 * Starts the app bundle after the prerendered page has painted.
 *
 * Every page is prerendered, so its content is on screen as soon as the HTML and the CSS are in.
 * umi writes the entry as `<script src="/umi.<hash>.js" async>`: on a fast connection that script
 * arrives and runs (module evaluation, then hydration, hundreds of milliseconds on a phone) before
 * the first paint, which holds back the largest paint for nothing. The page swaps that tag for a
 * tiny inline loader that requests the same file once the browser has recorded the first
 * contentful paint. On a slow
 * connection nothing changes (the bundle would have arrived after the paint anyway); on a fast
 * one the reader sees the page first and the bundle hydrates it right after.
 */

/** Matches umi's entry tag: `<script src="…/umi.<hash>.js" async=""></script>`. */
const ENTRY_TAG = /<script src="([^"]*\/umi(?:\.[0-9a-f]+)?\.js)" async(?:="")?><\/script>/g;

/**
 * Appends `src` as an async script once the page has painted: in the task after the frame in
 * which the browser records its first contentful paint (checked every animation frame), at once
 * when the tab is hidden (hidden tabs do not run animation frames), and after 3 s at the latest.
 * A frame alone is not proof of a paint: with a busy start the first frame's paint can slip behind
 * the bundle's evaluation and hydration, which then hold the page's first paint back by a second.
 * Browsers without paint timing load after the first frame.
 * Serialised with `toString()`, so it may use only its arguments and browser globals.
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
    // Should no paint be recorded (a window the browser does not paint), start anyway.
    win.setTimeout(load, 3000);
  }
}

/** The inline loader that replaces the entry tag for `src`. */
export function appScriptLoader(src: string): string {
  return `<script>(${loadAfterPaint.toString()})(document,window,${JSON.stringify(src)});</script>`;
}

/**
 * Rewrites a prerendered page so its app bundle starts after the first paint. The loader goes to
 * the end of `<body>`, after all of the page's content (the server render writes the page whole,
 * see src/node/patches/loaders/completeServerRender.cjs), so the first paint it waits for is the
 * whole page; a page without `</body>` gets it at the end. Pages without umi's entry tag (or
 * rewritten already) come back unchanged.
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

/**
 * Whether a page loads its app bundle after the first paint: it has the inline loader and no
 * entry tag of umi's left. The build fails on a page where this is false
 * (src/node/patches/index.ts).
 */
export function isAppScriptDeferred(html: string): boolean {
  return (
    !new RegExp(ENTRY_TAG.source).test(html) &&
    html.includes(`(${loadAfterPaint.toString()})(document,window,`)
  );
}
