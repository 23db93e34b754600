import { suspenseCache } from '../../../src/client/site/suspenseCache';

/** What `read` gives for `key` once its load has settled. */
async function settled<T>(cache: ReturnType<typeof suspenseCache<T>>, key: string) {
  try {
    return cache.read(key);
  } catch (pending) {
    await pending;
    return cache.read(key);
  }
}

describe('suspenseCache', () => {
  it('loads a key once, suspends while it loads, then gives the value', async () => {
    const load = vi.fn(async (key: string) => `<p>${key}</p>`);
    const cache = suspenseCache(load);
    expect(() => cache.read('a')).toThrow(Promise as never);
    expect(cache.peek('a')).toBeUndefined();
    expect(await settled(cache, 'a')).toEqual({ ok: true, value: '<p>a</p>' });
    expect(cache.read('a')).toEqual({ ok: true, value: '<p>a</p>' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure as the outcome, not a retry', async () => {
    const load = vi.fn(async () => {
      throw new Error('404');
    });
    const cache = suspenseCache(load);
    const outcome = await settled(cache, 'a');
    expect(outcome.ok).toBe(false);
    expect(cache.peek('a')).toBe(outcome);
    cache.read('a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on clear; a load under way then settles nothing', async () => {
    let finish: (value: string) => void = () => {};
    const cache = suspenseCache(
      (key: string) => new Promise<string>((resolve) => (finish = () => resolve(key))),
    );
    let pending: unknown;
    try {
      cache.read('a');
    } catch (promise) {
      pending = promise;
    }
    cache.clear();
    finish('a');
    await pending;
    expect(cache.peek('a')).toBeUndefined();
  });
});
