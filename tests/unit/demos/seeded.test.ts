import { describe, expect, it } from 'vitest';
import { buildOrders, makeOrders } from '../../../demos/_data/seeded';

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
