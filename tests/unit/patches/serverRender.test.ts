import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import React from 'react';
import { describe, expect, it } from 'vitest';

import { renderToString } from 'react-dom/server';
import { dropNulBytes } from '../../../src/node/patches';

const require = createRequire(import.meta.url);
const { REWRITES } =
  require('../../../src/node/patches/loaders.cjs') as typeof import('../../../src/node/patches/loaders.cjs');
const completeServerRender = (source: string) =>
  REWRITES['complete-server-render'](source, {} as never);

const reactDom = dirname(require.resolve('react-dom/package.json'));
const REACT_SERVER = {
  production: join(reactDom, 'cjs/react-dom-server.node.production.min.js'),
  development: join(reactDom, 'cjs/react-dom-server.node.development.js'),
};
const UMI_SSR = require.resolve('@umijs/server/dist/ssr.js');

type Server = typeof import('react-dom/server');

/** Loads one of React's installed server builds from `source` (as webpack would bundle it). */
function loadServer(file: string, source: string): Server {
  const ModuleClass = Module as unknown as {
    new (id: string): {
      filename: string;
      paths: string[];
      exports: Server;
      _compile(code: string, file: string): void;
    };
    _nodeModulePaths(dir: string): string[];
  };
  const loaded = new ModuleClass(file);
  loaded.filename = file;
  loaded.paths = ModuleClass._nodeModulePaths(dirname(file));
  loaded._compile(source, file);
  return loaded.exports;
}

/** Renders `element` with the stream renderer and returns every byte written. */
function renderBytes(server: Server, element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, next) {
        chunks.push(Buffer.from(chunk));
        next();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks)));
    const stream = server.renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onError: reject,
    });
  });
}

/** Chinese text in pieces, so the write buffer fills up part-way through a three-byte character. */
const chinese = Array.from({ length: 400 }, (_, i) =>
  React.createElement('p', { key: i }, `吸顶表头 ${i} 复制代码`),
);

describe("React's stream renderer, whose pages the build takes without NUL bytes", () => {
  for (const [build, file] of Object.entries(REACT_SERVER)) {
    const source = readFileSync(file, 'utf8');

    it(`as installed (${build}), leaves NUL bytes where a character meets the end of its buffer`, async () => {
      const bytes = await renderBytes(
        loadServer(file, source),
        React.createElement('div', null, chinese),
      );
      expect(bytes.includes(0)).toBe(true);
    });

    it(`as installed (${build}), writes exactly the page once the NUL bytes are dropped`, async () => {
      const element = React.createElement('div', null, chinese);
      const bytes = await renderBytes(loadServer(file, source), element);
      const text = dropNulBytes(bytes.toString('utf8'));
      expect(text).not.toContain('\uFFFD');
      expect(text).toBe(renderToString(element));
      expect(text.match(/吸顶表头/g)).toHaveLength(400);
    });
  }
});

describe("umi's markup generator writes the page once all of it has rendered", () => {
  const source = readFileSync(UMI_SSR, 'utf8');
  const generator = (code: string) =>
    code.slice(
      code.indexOf('function createMarkupGenerator'),
      code.indexOf('var normalizeRequest'),
    );

  it('pipes from onAllReady in the markup generator, and changes nothing else', () => {
    const fixed = completeServerRender(source);
    expect(generator(source)).toMatch(/onShellReady\(\) \{\s*stream\.pipe\(writable\);/);
    expect(generator(fixed)).toMatch(/onAllReady\(\) \{\s*stream\.pipe\(writable\);/);
    expect(generator(fixed)).not.toContain('onShellReady');
    expect(fixed.replace('onAllReady', 'onShellReady')).toBe(source);
  });

  it('fails the build when the generator no longer pipes from onShellReady', () => {
    expect(() =>
      completeServerRender(
        source.replace(/onShellReady\(\) \{\s*stream\.pipe\(writable\)/g, 'onShellReady() { go()'),
      ),
    ).toThrow(/umi's createMarkupGenerator no longer pipes/);
  });
});
