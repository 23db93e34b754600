import { useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to render, in two stages: `first` while `list` is new, then
 * all of them, from a task that starts after the next frame has been drawn. The search popover
 * uses it so that a new result shows the options that fit in view within one frame; the options
 * below the fold (up to 40 in all) follow a frame later. `list` is the identity of the result (a
 * new array for each search); `force` renders everything at once (e.g. when the keyboard has
 * moved to an option past `first`).
 */
export function useStagedCount<T>(list: T, total: number, first: number, force = false): number {
  const [completeFor, setCompleteFor] = useState<T | null>(null);
  const complete = force || total <= first || completeFor === list;

  useEffect(() => {
    if (complete) return undefined;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    // The animation frame callback runs just before the browser draws the first stage; a timeout
    // set from there runs once that frame is done.
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => setCompleteFor(() => list));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, [list, complete]);

  return complete ? total : first;
}
