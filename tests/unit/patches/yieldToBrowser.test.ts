import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from '../../../src/node/patches/runtime/yieldToBrowser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("resolves in a later task: after the current task's microtasks, without a timer", async () => {
    vi.stubGlobal('scheduler', undefined);
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const order: string[] = [];
    const done = yieldToBrowser().then(() => order.push('yielded'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'yielded']);
    expect(setTimeoutSpy).not.toHaveBeenCalled();
    setTimeoutSpy.mockRestore();
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToBrowser();
    expect(yieldSpy).toHaveBeenCalledOnce();
  });
});
