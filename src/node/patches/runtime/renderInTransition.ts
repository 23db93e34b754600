import { startTransition } from 'react';
import { yieldToBrowser } from './yieldToBrowser';

/**
 * umi's runtime `render` hook, registered by index.ts (`hydrate-in-transition`): the app is
 * rendered in a task of its own, inside a transition. React 18 hydrates a transition in slices of
 * about 5 ms instead of one long task, and hydrates at once whatever the reader clicks first.
 */
export function render(oldRender: () => void): void {
  void yieldToBrowser().then(() => startTransition(oldRender));
}
