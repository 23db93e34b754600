import { describe, expect, it } from 'vitest';
import { buildOrders, makeOrders } from '../../../demos/_data/seeded';

describe('seeded orders', () => {
  it('are the same whether built at once or a slice at a time', async () => {
    const sliced = await buildOrders(12_345, { sliceSize: 1_000 });
    expect(sliced).toEqual(makeOrders(12_345));
    expect(sliced.map((order) => order.id)).toEqual(Array.from({ length: 12_345 }, (_, i) => i + 1));
    expect(await buildOrders(50, { seed: 7 })).toEqual(makeOrders(50, 7));
  });

  it('let other work run between slices', async () => {
    const events: string[] = [];
    const building = buildOrders(3_000, { sliceSize: 1_000 }).then(() => events.push('built'));
    setTimeout(() => events.push('timer'), 0);
    await building;
    expect(events).toEqual(['timer', 'built']);
  });

  it('stop when aborted', async () => {
    const controller = new AbortController();
    const building = buildOrders(100_000, { sliceSize: 1_000, signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(building).rejects.toThrow('left the page');
  });
});
