// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { COPIED_FEEDBACK_MS, copyText } from '../../../src/client/playground/clipboard';
import {
  EMBED_HEIGHT,
  embedDemo,
  embedOptionsFor,
  type EmbedSdk,
} from '../../../src/client/playground/embed';
import { stackBlitzProjectOf, type DemoAsset } from '../../../src/client/playground';

const asset: DemoAsset = {
  id: 'docs-demo-simple-demo-simple',
  dependencies: { 'index.tsx': { type: 'FILE', value: 'export default () => null;' } },
};
const project = stackBlitzProjectOf({ asset, playgroundPage: { title: 'Simple table' } });

describe('embedDemo', () => {
  it('embeds the project into a placeholder inside the host and reports the connection', async () => {
    const host = document.createElement('div');
    const embedProject = vi.fn<EmbedSdk['embedProject']>(async (element) => {
      element.replaceWith(document.createElement('iframe'));
    });
    await expect(embedDemo(host, project, 'dark', async () => ({ embedProject }))).resolves.toBe(
      'connected',
    );
    const [placeholder, sent, options] = embedProject.mock.calls[0];
    expect(placeholder).toBeInstanceOf(HTMLDivElement);
    expect(sent).toBe(project);
    expect(options).toEqual({
      height: EMBED_HEIGHT,
      openFile: 'App.tsx',
      theme: 'dark',
      hideNavigation: true,
    });
    expect(host.querySelector('iframe')).not.toBeNull();
  });

  it('removes the frame and reports a timeout when the VM never answers', async () => {
    const host = document.createElement('div');
    const embedProject = vi.fn(async (element: HTMLElement) => {
      element.replaceWith(document.createElement('iframe'));
      throw 'Timeout: Unable to establish a connection with the StackBlitz VM';
    });
    await expect(embedDemo(host, project, 'light', async () => ({ embedProject }))).resolves.toBe(
      'timeout',
    );
    expect(host.children).toHaveLength(0);
  });

  it('reports a timeout when the SDK chunk cannot be loaded', async () => {
    const host = document.createElement('div');
    const load = () => Promise.reject(new Error('Loading chunk 12 failed.'));
    await expect(embedDemo(host, project, 'light', load)).resolves.toBe('timeout');
    expect(host.children).toHaveLength(0);
  });

  it('opens the demo file in the site colour mode', () => {
    expect(embedOptionsFor('light')).toMatchObject({ openFile: 'App.tsx', theme: 'light' });
    expect(project.files['App.tsx']).toBe('export default () => null;');
  });
});

describe('copyText', () => {
  it('writes through the Clipboard API when it is there', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      await expect(copyText('const a = 1;')).resolves.toBe(true);
      expect(writeText).toHaveBeenCalledWith('const a = 1;');
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('falls back to a selected textarea and execCommand, and cleans up', async () => {
    let selected = '';
    const execCommand = vi.fn(() => {
      selected = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await expect(copyText('row data')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('row data');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('keeps the check icon for two seconds', () => {
    expect(COPIED_FEEDBACK_MS).toBe(2000);
  });
});
