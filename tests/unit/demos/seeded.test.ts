import { describe, expect, it, vi } from 'vitest';
import { buildOrders, makeOrders } from '../../../demos/_data/seeded';
import { claimValue, writtenNumber } from '../../support/claimText';

describe('seeded orders', () => {
  it('are the same whether built at once or a slice at a time', async () => {
    const sliced = await buildOrders(12_345, { sliceSize: 1_000 });
    expect(sliced).toEqual(makeOrders(12_345));
    expect(sliced.map((order) => order.id)).toEqual(
      Array.from({ length: 12_345 }, (_, i) => i + 1),
    );
    expect(await buildOrders(50, { seed: 7 })).toEqual(makeOrders(50, 7));
  });

  it('let other work run between slices', async () => {
    const events: string[] = [];
    const building = buildOrders(3_000, { sliceSize: 1_000 }).then(() => events.push('built'));
    setTimeout(() => events.push('timer'), 0);
    await building;
    expect(events).toEqual(['timer', 'built']);
  });

  // demos/virtual-list.tsx builds its orders with the default slice size.
  it('build as many orders per task as the virtual-list page names, by default', async () => {
    const [count, slice] = [
      claimValue('virtual-list/generating-then-count', /counts all ([\d,]+)/, /显示全部([\d,]+)条/),
      claimValue(
        'virtual-list/generating-then-count',
        /builds ([\d,]+) orders per task/,
        /每个任务只生成([\d,]+)条/,
      ),
    ].map(writtenNumber);
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    try {
      expect(await buildOrders(count)).toHaveLength(count);
      // A task of its own for each slice.
      expect(timeout).toHaveBeenCalledTimes(Math.ceil(count / slice));
    } finally {
      timeout.mockRestore();
    }
  });

  it("build nothing in the caller's task, even when one slice is enough", async () => {
    let built = false;
    const building = buildOrders(10).then(() => {
      built = true;
    });
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(built).toBe(false);
    await building;
    expect(built).toBe(true);
  });

  it('stop when aborted, before the first slice too', async () => {
    const controller = new AbortController();
    const first = buildOrders(10, { signal: controller.signal });
    controller.abort(new Error('unmounted'));
    await expect(first).rejects.toThrow('unmounted');
  });

  it('stop when aborted', async () => {
    const controller = new AbortController();
    const building = buildOrders(100_000, { sliceSize: 1_000, signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(building).rejects.toThrow('left the page');
  });
});
