import { describe, expect, it } from 'vitest';
import { chunkLoadFailure, recoveryMessageIds } from '../../../src/client/recovery';
import { readSiteConfig } from '../../../src/node/config';
import { dropsDebugPages } from '../../../src/shared/site/debugPages';

/** Builds an error shaped like the ones webpack's runtime rejects chunk promises with. */
function webpackError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

describe('chunkLoadFailure', () => {
  it('recognises a failed script chunk (ChunkLoadError) with its chunk id and URL', () => {
    const error = webpackError(
      'Loading chunk docs__changelog.md failed.\n(error: http://x/docs__changelog.md.957c3050.async.js)',
      {
        name: 'ChunkLoadError',
        type: 'error',
        request: 'http://x/docs__changelog.md.957c3050.async.js',
      },
    );
    expect(chunkLoadFailure(error)).toEqual({
      kind: 'script',
      chunk: 'docs__changelog.md',
      url: 'http://x/docs__changelog.md.957c3050.async.js',
      timedOut: false,
    });
  });

  it('recognises a timed-out script chunk from the message alone', () => {
    const failure = chunkLoadFailure(
      webpackError('Loading chunk 5073 failed.\n(timeout: http://x/5073.6e3007de.async.js)', {}),
    );
    expect(failure).toEqual({
      kind: 'script',
      chunk: '5073',
      url: 'http://x/5073.6e3007de.async.js',
      timedOut: true,
    });
  });

  it('recognises a failed style chunk by its CSS_CHUNK_LOAD_FAILED code', () => {
    const error = webpackError('Loading CSS chunk 230 failed.\n(/table/230.b1c2d3e4.chunk.css)', {
      code: 'CSS_CHUNK_LOAD_FAILED',
      type: 'error',
      request: '/table/230.b1c2d3e4.chunk.css',
    });
    expect(chunkLoadFailure(error)).toEqual({
      kind: 'style',
      chunk: '230',
      url: '/table/230.b1c2d3e4.chunk.css',
      timedOut: false,
    });
  });

  it('takes the style chunk URL from the message when the error has no request field', () => {
    const failure = chunkLoadFailure(new Error('Loading CSS chunk 42 failed.\n(/42.css)'));
    expect(failure).toMatchObject({ kind: 'style', chunk: '42', url: '/42.css' });
  });

  it('ignores ordinary errors and non-errors', () => {
    expect(chunkLoadFailure(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(chunkLoadFailure(new TypeError('Loading failed'))).toBeNull();
    expect(chunkLoadFailure('Loading chunk 1 failed')).toBeNull();
    expect(chunkLoadFailure(null)).toBeNull();
    expect(chunkLoadFailure(undefined)).toBeNull();
  });
});

describe('recoveryMessageIds', () => {
  it('words a missing chunk, a timed-out chunk and a crash differently', () => {
    const failed = recoveryMessageIds({ kind: 'script', timedOut: false });
    const timedOut = recoveryMessageIds({ kind: 'style', timedOut: true });
    const crash = recoveryMessageIds(null);
    expect(failed).toEqual({
      title: 'recovery.chunk.title',
      description: 'recovery.chunk.description',
    });
    expect(timedOut.description).toBe('recovery.chunk.timeout');
    expect(crash).toEqual({
      title: 'recovery.crash.title',
      description: 'recovery.crash.description',
    });
  });
});

describe('dropsDebugPages', () => {
  it('drops debug pages from production builds unless SITE_DEBUG_PAGES=1', () => {
    expect(dropsDebugPages('production', readSiteConfig({}))).toBe(true);
    expect(dropsDebugPages('production', readSiteConfig({ SITE_DEBUG_PAGES: '0' }))).toBe(true);
    expect(dropsDebugPages('production', readSiteConfig({ SITE_DEBUG_PAGES: '1' }))).toBe(false);
    expect(dropsDebugPages('development', readSiteConfig({}))).toBe(false);
  });
});
