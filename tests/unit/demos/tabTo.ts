import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Presses Tab, as a keyboard user would, until `target` has focus; fails after `max` presses.
 * Only the keyboard moves focus, so this also proves that `target` is in the Tab order.
 */
export async function tabTo(user: UserEvent, target: HTMLElement, max = 30) {
  for (let i = 0; i < max && document.activeElement !== target; i += 1) await user.tab();
  expect(target).toHaveFocus();
}
