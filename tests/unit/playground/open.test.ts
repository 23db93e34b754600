// @vitest-environment jsdom
import LZString from 'lz-string';
import { describe, expect, it, vi } from 'vitest';
import {
  buildPlaygroundProject,
  codeSandboxDataOf,
  playgroundInputOf,
  SITE_MANIFEST,
  stackBlitzProjectOf,
  type DemoAsset,
} from '../../../src/client/playground';
import {
  CODESANDBOX_DEFINE_API,
  openInCodeSandbox,
  openInStackBlitz,
  type OpenSdk,
} from '../../../src/client/playground/open';

const asset: DemoAsset = {
  id: 'docs-demo-simple-demo-simple',
  dependencies: {
    'index.tsx': {
      type: 'FILE',
      value: "import Table from 'rc-table';\nexport default () => <Table />;\n",
    },
    'rc-table': { type: 'NPM', value: '7.30.3' },
  },
};
const props = { asset, filename: 'demos/simple.tsx', playgroundPage: { title: 'Simple table' } };

/** What CodeSandbox does with the field: undo the URL-safe alphabet and decompress. */
const decode = (parameters: string) =>
  JSON.parse(LZString.decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/')));

/** The `parameters` field openInCodeSandbox submits. */
function postedParameters(): string {
  let value = '';
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    value = String(new FormData(this).get('parameters'));
  });
  openInCodeSandbox(props);
  return value;
}

describe('CodeSandbox', () => {
  it('posts every project file and sandbox.config.json as text, URL-safe and unpadded', () => {
    const parameters = postedParameters();
    expect(parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    const project = buildPlaygroundProject(playgroundInputOf(props), SITE_MANIFEST);
    const expected = {
      ...project.files,
      'sandbox.config.json': '{\n  "template": "create-react-app"\n}\n',
    };
    expect(decode(parameters)).toEqual({
      files: Object.fromEntries(
        Object.entries(expected).map(([path, content]) => [path, { content, isBinary: false }]),
      ),
    });
  });

  it('posts the parameters from a hidden form to the define API in a new tab, then removes the form', () => {
    const submitted: HTMLFormElement[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(this);
      expect(document.body.contains(this)).toBe(true);
    });
    openInCodeSandbox(props);
    expect(submit).toHaveBeenCalledTimes(1);
    const [form] = submitted;
    expect(form.method.toUpperCase()).toBe('POST');
    expect(form.action).toBe(CODESANDBOX_DEFINE_API);
    expect(form.target).toBe('_blank');
    expect(form.hidden).toBe(true);
    const fields = [...new FormData(form).entries()];
    expect(fields.map(([name]) => name)).toEqual(['parameters']);
    expect(decode(String(fields[0][1]))).toEqual(codeSandboxDataOf(props));
    expect(document.body.contains(form)).toBe(false);
  });

  it('removes the form even when the browser refuses to submit it', () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => openInCodeSandbox(props)).toThrow('blocked');
    expect(document.querySelector('form')).toBeNull();
  });
});

describe('StackBlitz', () => {
  it('opens the same project the embedded editor uses', () => {
    const openProject = vi.fn<OpenSdk['openProject']>();
    openInStackBlitz(props, { openProject });
    expect(openProject).toHaveBeenCalledWith(stackBlitzProjectOf(props));
  });
});
