// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  copyTwin,
  forgetTwins,
  loadTwin,
  type CopyEnvironment,
} from '../../../src/client/docs/copyPage';
import {
  insertPageActions,
  pageActionsTag,
  type MdRoot,
} from '../../../src/node/plugins/remarkPageActions';

const TWIN = '# Simple table\n\nA table needs two things.\n';

function response(body: string, status = 200) {
  return { ok: status < 400, status, text: () => Promise.resolve(body) } as Response;
}

/** The text of a Blob (jsdom's Blob has no `text()`). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

/** A clipboard that takes `ClipboardItem`s whose text may still be on its way, as browsers do. */
function fakeClipboard() {
  const written: string[] = [];
  class FakeItem {
    constructor(public items: Record<string, Promise<Blob>>) {}
  }
  const clipboard = {
    write: vi.fn(async (items: ClipboardItems) => {
      const [item] = items as unknown as FakeItem[];
      written.push(await readBlob(await item.items['text/plain']));
    }),
  };
  return { written, clipboard, ClipboardItem: FakeItem as unknown as typeof ClipboardItem };
}

beforeEach(() => forgetTwins());

describe('loadTwin', () => {
  it('fetches a twin once and keeps it', async () => {
    const fetch = vi.fn(async () => response(TWIN));
    expect(await loadTwin('/demo/simple.md', fetch)).toBe(TWIN);
    expect(await loadTwin('/demo/simple.md', fetch)).toBe(TWIN);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so the next attempt fetches again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(response('', 404))
      .mockResolvedValueOnce(response(TWIN));
    await expect(loadTwin('/demo/simple.md', fetch)).rejects.toThrow('/demo/simple.md: 404');
    expect(await loadTwin('/demo/simple.md', fetch)).toBe(TWIN);
  });
});

describe('copyTwin', () => {
  it('starts the clipboard write at once, with the text still being fetched', async () => {
    let arrive: (value: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (arrive = resolve)));
    const { written, clipboard, ClipboardItem } = fakeClipboard();
    const copyText = vi.fn(async () => true);
    const copied = copyTwin('/demo/simple.md', { fetch, clipboard, ClipboardItem, copyText });
    // The write is requested in the same task as the click, before the text has arrived.
    expect(clipboard.write).toHaveBeenCalledTimes(1);
    arrive(response(TWIN));
    expect(await copied).toBe(true);
    expect(written).toEqual([TWIN]);
    expect(copyText).not.toHaveBeenCalled();
  });

  it('copies the text once it is here where ClipboardItem is missing or refused', async () => {
    const copyText = vi.fn(async () => true);
    const env: CopyEnvironment = { fetch: async () => response(TWIN), copyText };
    expect(await copyTwin('/demo/simple.md', env)).toBe(true);
    expect(copyText).toHaveBeenCalledWith(TWIN);

    const refused = { write: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) };
    const { ClipboardItem } = fakeClipboard();
    copyText.mockClear();
    expect(await copyTwin('/demo/simple.md', { ...env, clipboard: refused, ClipboardItem })).toBe(
      true,
    );
    expect(copyText).toHaveBeenCalledWith(TWIN);
  });

  it('says it failed when the twin cannot be downloaded, and leaves the clipboard alone', async () => {
    const copyText = vi.fn(async () => true);
    const { clipboard, ClipboardItem, written } = fakeClipboard();
    const env = { fetch: async () => response('', 503), clipboard, ClipboardItem, copyText };
    expect(await copyTwin('/demo/simple.md', env)).toBe(false);
    expect(written).toEqual([]);
    expect(copyText).not.toHaveBeenCalled();
  });
});

describe('insertPageActions', () => {
  const heading = (depth: number, text: string): MdRoot => ({
    type: 'heading',
    depth,
    children: [{ type: 'text', value: text }],
  });

  it('puts the actions right after the page’s # title', () => {
    const tree: MdRoot = {
      type: 'root',
      children: [
        { type: 'yaml', value: 'title: x' },
        heading(1, 'Simple table'),
        heading(2, 'Try it'),
      ],
    };
    expect(insertPageActions(tree, '/demo/simple.md')).toBe(true);
    expect(tree.children?.map((node) => node.type)).toEqual(['yaml', 'heading', 'html', 'heading']);
    expect(tree.children?.[2].value).toBe('<PageActions href="/demo/simple.md"></PageActions>');
  });

  it('adds them once, under the first # title only, and not to a page without one', () => {
    const tree: MdRoot = { type: 'root', children: [heading(1, 'A'), heading(1, 'B')] };
    insertPageActions(tree, '/x.md');
    expect(tree.children?.filter((node) => node.type === 'html')).toHaveLength(1);
    expect(tree.children?.[1].value).toBe(pageActionsTag('/x.md'));
    const untitled: MdRoot = { type: 'root', children: [heading(2, 'Only a section')] };
    expect(insertPageActions(untitled, '/x.md')).toBe(false);
    expect(untitled.children).toHaveLength(1);
  });
});
