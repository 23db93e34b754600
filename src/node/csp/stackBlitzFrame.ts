const FRAME_HTML_FUNCTION = /function createProjectFrameHTML\([^)]*\)\s*\{([^]*?)\n\}/;

/** The script the SDK writes into its embed frame, read from its source: updates fail the build. */
export function stackBlitzFrameScripts(sdkSource: string): string[] {
  const body = FRAME_HTML_FUNCTION.exec(sdkSource)?.[1];
  const formId = body && /form\.id\s*=\s*"([^"]+)"/.exec(body)?.[1];
  const scripts = body
    ? [...body.matchAll(/<script>([^]*?)<\\\/script>/g)].map((match) => match[1])
    : [];
  if (!body || !formId || scripts.length !== 1) {
    throw new Error(
      'csp: @stackblitz/sdk no longer writes its embed frame as createProjectFrameHTML did in 1.11 ' +
        '(a form with an id and one inline script that submits it): read the new SDK and update src/node/csp/stackBlitzFrame.ts',
    );
  }
  const script = scripts[0].replace(/\$\{form\.id\}/g, formId);
  if (script.includes('${'))
    throw new Error(`csp: the SDK's frame script has an unknown placeholder: ${script}`);
  return [script];
}
