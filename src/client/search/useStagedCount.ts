import { useEffect, useState } from 'react';

/** How many items to render: `first` while `list` is new, `total` a frame later or with `force`. */
export function useStagedCount<T>(list: T, total: number, first: number, force = false): number {
  const [completeFor, setCompleteFor] = useState<T | null>(null);
  const complete = force || total <= first || completeFor === list;

  useEffect(() => {
    if (complete) return undefined;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    // A timeout set from an animation frame callback runs once that frame is drawn.
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
