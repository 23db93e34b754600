import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  codeSandboxDataOf,
  stackBlitzProjectOf,
  type DemoAsset,
} from '../../../src/client/playground';
import { rtlAsset, rtlJavaScript } from '../../../src/client/demos/loadRtl';
import { rtlVariant } from '../../../src/node/plugins/rtl';
import { configuratorPlayground } from '../../../src/client/configurator/playground';
import { DEFAULT_STATE, parseState } from '../../../src/shared/configurator/state';

const raw = readFileSync('demos/simple.tsx', 'utf8');
const variant = rtlVariant(raw, 'simple.tsx');
const SIMPLE: DemoAsset = {
  id: 'docs-demo-simple-demo-simple',
  entry: 'index.tsx',
  dependencies: {
    'index.tsx': { type: 'FILE', value: raw },
    react: { type: 'NPM', value: '18.3.1' },
    'rc-table': { type: 'NPM', value: '7.30.3' },
  },
};

describe('the playground project of a demo right to left', () => {
  const props = { asset: rtlAsset(SIMPLE, variant), direction: 'rtl' as const };

  it('carries the variant as App.tsx and renders it in a dir="rtl" box', () => {
    const project = stackBlitzProjectOf(props);
    expect(project.files['App.tsx']).toBe(variant.ts);
    expect(project.files['App.tsx']).toContain('direction="rtl"');
    expect(project.files['index.html']).toContain('<div id="root" dir="rtl"');
    expect(codeSandboxDataOf(props).files['App.tsx'].content).toBe(variant.ts);
  });

  it('in JavaScript, carries the JavaScript variant as App.jsx', () => {
    const javaScript = rtlJavaScript({ 'index.tsx': 'left to right' }, SIMPLE, variant);
    const project = stackBlitzProjectOf({ ...props, javaScript });
    expect(project.files['App.jsx']).toBe(variant.js);
    expect(project.files['App.tsx']).toBeUndefined();
  });

  it('left to right, has no dir attribute', () => {
    expect(stackBlitzProjectOf({ asset: SIMPLE }).files['index.html']).toContain(
      '<div id="root" style="margin: 16px">',
    );
  });
});

describe('the configurator right to left', () => {
  it('turns its control on from ?dir=rtl, as every demo page does', () => {
    expect(parseState('?dir=rtl').rtl).toBe(true);
    expect(parseState('?dir=ltr').rtl).toBe(false);
  });

  it('exports the table with direction="rtl" in a dir="rtl" box, in both flavours', () => {
    for (const flavour of ['ts', 'js'] as const) {
      const project = stackBlitzProjectOf(
        configuratorPlayground({ ...DEFAULT_STATE, rtl: true }, flavour),
      );
      expect(project.files[`App.${flavour}x`]).toContain('direction="rtl"');
      expect(project.files['index.html']).toContain('<div id="root" dir="rtl"');
    }
    expect(
      stackBlitzProjectOf(configuratorPlayground(DEFAULT_STATE, 'ts')).files['index.html'],
    ).not.toContain('dir="rtl"');
  });
});
