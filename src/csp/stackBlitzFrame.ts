/**
 * The inline script of StackBlitz's embedded editor. `@stackblitz/sdk`'s `embedProject` (the
 * "Edit here" editor, src/playground/embed.ts) creates an empty frame and writes a document into
 * it: a form holding the project and `<script>document.getElementById('sb_run').submit();</script>`,
 * which posts the form to stackblitz.com inside the frame. An empty frame inherits the policy of
 * the page that made it, so that script runs only if the page's script-src allows its hash.
 *
 * The script is read from the SDK's own source (the build that webpack bundles), so an SDK update
 * that changes it changes the hash with it, and one that writes the frame differently fails the
 * build instead of leaving the editor blocked.
 */

/** Matches the SDK function that writes the frame document (`createProjectFrameHTML`). */
const FRAME_HTML_FUNCTION = /function createProjectFrameHTML\([^)]*\)\s*\{([^]*?)\n\}/;

/**
 * The inline scripts `embedProject` writes into its frame, read from the SDK module's source.
 * Throws when the SDK no longer writes its frame the way this reads it.
 */
export function stackBlitzFrameScripts(sdkSource: string): string[] {
  const body = FRAME_HTML_FUNCTION.exec(sdkSource)?.[1];
  const formId = body && /form\.id\s*=\s*"([^"]+)"/.exec(body)?.[1];
  const scripts = body
    ? [...body.matchAll(/<script>([^]*?)<\\\/script>/g)].map((match) => match[1])
    : [];
  if (!body || !formId || scripts.length !== 1) {
    throw new Error(
      'csp: @stackblitz/sdk no longer writes its embed frame as createProjectFrameHTML did in 1.11 ' +
        '(a form with an id and one inline script that submits it): read the new SDK and update src/csp/stackBlitzFrame.ts',
    );
  }
  const script = scripts[0].replace(/\$\{form\.id\}/g, formId);
  if (script.includes('${'))
    throw new Error(`csp: the SDK's frame script has an unknown placeholder: ${script}`);
  return [script];
}
