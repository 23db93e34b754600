import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SourceCode from '../../../.dumi/theme/builtins/SourceCode';
import { siteMessages as messages } from '../siteMessages';

const state = vi.hoisted(() => ({ locale: 'en-US' }));

vi.mock('dumi', () => ({
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => messages(state.locale)[id] ?? id }),
  useSiteData: () => ({ themeConfig: {} }),
}));

beforeEach(() => {
  state.locale = 'en-US';
});

const block = (code = '$ npm install rc-table') => <SourceCode lang="bash">{code}</SourceCode>;

/**
 * The page as dumi prerenders it: the whole tree, the lazy highlighter included, where there is no
 * `window` (which tells ServerMarkup it renders on the server).
 */
async function prerender(element: React.ReactElement): Promise<string> {
  vi.stubGlobal('window', undefined);
  try {
    return await serverHtml(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

function serverHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

describe('SourceCode: the copy button of a Markdown code block', () => {
  it('is named in the prerendered HTML, in the page language', async () => {
    const html = await prerender(block());
    expect(html).toContain('class="token');
    expect(html).toMatch(
      /<button type="button" class="dumi-default-source-code-copy" aria-label="Copy code">/,
    );
    state.locale = 'zh-CN';
    expect(await prerender(block())).toContain('aria-label="复制代码"');
  });

  it('keeps its name when the page hydrates, and copies the code without the prompt', async () => {
    const user = userEvent.setup();
    const host = document.createElement('div');
    host.innerHTML = await prerender(block());
    document.body.append(host);
    // Hydration keeps the prerendered markup as it is: no mismatch, so no React warning.
    await act(async () => {
      hydrateRoot(host, block());
    });
    const copy = within(host).getByRole('button', { name: 'Copy code' });
    expect(host.querySelector('pre .token')).not.toBeNull();

    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('npm install rc-table');
    await vi.waitFor(() => expect(copy).toHaveAttribute('data-copied'));
    expect(copy).toHaveAccessibleName('Copied');
    host.remove();
  });

  it('is named when the block is rendered in the browser (after a client-side navigation)', async () => {
    const user = userEvent.setup();
    state.locale = 'zh-CN';
    render(block('$ npm test'));
    // The highlighter is a chunk of its own: the plain code shows while it loads.
    const copy = await screen.findByRole('button', { name: '复制代码' }, { timeout: 10_000 });
    expect(document.querySelector('pre')).toHaveAttribute('tabindex', '0');
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('npm test');
    await screen.findByRole('button', { name: '已复制' });
    expect(copy).toHaveAttribute('data-copied');
  });

  it('writes the code as phrasing content whose text is the code, blank lines and all', async () => {
    const code = "import Table from 'rc-table';\n\nexport default Table;";
    const host = document.createElement('div');
    host.innerHTML = await prerender(<SourceCode lang="tsx">{code}</SourceCode>);
    const pre = host.querySelector('pre')!;
    // A <pre> may hold phrasing content only (the W3C checker rejects dumi's <div> lines).
    expect(pre.querySelector('div, p')).toBeNull();
    expect(pre.textContent).toBe(code);

    const user = userEvent.setup();
    document.body.append(host);
    await act(async () => {
      hydrateRoot(host, <SourceCode lang="tsx">{code}</SourceCode>);
    });
    await user.click(within(host).getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe(code);
    host.remove();
  });
});
