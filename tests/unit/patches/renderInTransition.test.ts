import { startTransition } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../src/node/patches/runtime/renderInTransition';

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return { ...react, startTransition: vi.fn(react.startTransition) };
});

describe("umi's render, through the runtime `render` hook", () => {
  it('runs in a later task, inside a transition', async () => {
    const oldRender = vi.fn();
    render(oldRender);
    expect(oldRender).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(oldRender).toHaveBeenCalledOnce());
    expect(startTransition).toHaveBeenCalledWith(oldRender);
  });
});
