import { AsyncSeriesWaterfallHook } from '@umijs/bundler-utils/compiled/tapable';
import type { IApi } from 'dumi';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { policyProblems, scanPage, sha256Source } from '../../../src/node/csp/page';
import { parsePolicy } from '../../../src/node/csp/policy';
import { appScriptLoader, deferAppScript } from '../../../src/node/patches/html/appScript';
import { contentSecurityPolicy } from '../../../src/node/patches/html/csp';

type File = { path: string; content: string };
type Hook = { fn: (files: File[]) => File[] | Promise<File[]>; stage?: number };

/** A stand-in for umi's plugin API that records the `modifyExportHTMLFiles` hooks in order. */
function fakeApi(hooks: Hook[], outputPath: string): IApi {
  return {
    describe: () => undefined,
    config: { base: '/', locales: [{ id: 'en-US' }, { id: 'zh-CN' }] },
    paths: { absOutputPath: outputPath },
    modifyExportHTMLFiles: (hook: Hook | Hook['fn']) =>
      hooks.push(typeof hook === 'function' ? { fn: hook } : hook),
  } as unknown as IApi;
}

/** umi's order for a modify hook (@umijs/core's service): a tapable waterfall, tapped with `stage`. */
async function applyAsUmiDoes(hooks: Hook[], files: File[]): Promise<File[]> {
  const waterfall = new AsyncSeriesWaterfallHook<[File[]]>(['memo']);
  hooks.forEach((hook, index) =>
    waterfall.tapPromise({ name: `plugin${index}`, stage: hook.stage || 0 }, async (memo) =>
      hook.fn(memo),
    ),
  );
  return waterfall.promise(files);
}

const PRERENDERED =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<link rel="stylesheet" href="/umi.css"/><title>rc-table</title><title data-rh="true">Simple table</title></head>' +
  '<body><div id="root"><div class="dumi-default-previewer"></div></div><script src="/umi.0ef67eba.js" async=""></script></body></html>';

describe('the content-security-policy patch', () => {
  it('rewrites pages after every other plugin, even when registered first: the policy allows the final scripts', async () => {
    const hooks: Hook[] = [];
    const out = mkdtempSync(join(tmpdir(), 'csp-'));
    contentSecurityPolicy(fakeApi(hooks, out));
    // The app-script patch, registered after it at the default stage (as src/node/patches/index.ts does).
    hooks.push({
      fn: (files) => files.map((file) => ({ ...file, content: deferAppScript(file.content) })),
    });
    const [page] = await applyAsUmiDoes(hooks, [
      { path: 'demo/simple/index.html', content: PRERENDERED },
    ]);
    // appScript's loader replaced umi's entry tag before the policy was computed.
    const loader = appScriptLoader('/umi.0ef67eba.js');
    expect(page.content).toContain(loader);
    const policy =
      /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(page.content)?.[1] ?? '';
    expect(parsePolicy(policy).get('script-src')).toContain(
      sha256Source(loader.replace(/^<script>|<\/script>$/g, '')),
    );
    expect(policyProblems(scanPage(page.content), policy)).toEqual([]);
    expect(readFileSync(join(out, '_headers'), 'utf8')).toContain(
      `/demo/simple\n  Content-Security-Policy: ${policy}; frame-ancestors 'none'\n`,
    );
  });

  it('fails the build, naming the page, when a page holds what its policy would block', async () => {
    const hooks: Hook[] = [];
    contentSecurityPolicy(fakeApi(hooks, mkdtempSync(join(tmpdir(), 'csp-'))));
    const page = PRERENDERED.replace(
      '<div id="root">',
      '<div id="root"><a href="javascript:void 0" onclick="go()">x</a>',
    );
    const build = applyAsUmiDoes(hooks, [{ path: 'changelog/index.html', content: page }]);
    await expect(build).rejects.toThrow('changelog/index.html: a javascript: URL in <a href>');
    await expect(build).rejects.toThrow(
      'changelog/index.html: an inline event handler <a onclick>',
    );
  });
});
