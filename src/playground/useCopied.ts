import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_FEEDBACK_MS } from './copiedFeedback';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The state of every copy button of the site: `run(task)` runs a copy that resolves to whether it
 * worked; then `copied` for COPIED_FEEDBACK_MS, or `failed` until the next attempt.
 */
export function useCopied(): {
  state: CopyState;
  copied: boolean;
  run: (task: () => Promise<boolean>) => Promise<boolean>;
} {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const run = useCallback(async (task: () => Promise<boolean>) => {
    const done = await task().catch(() => false);
    window.clearTimeout(timer.current);
    setState(done ? 'copied' : 'failed');
    if (done) timer.current = window.setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    return done;
  }, []);
  return { state, copied: state === 'copied', run };
}
