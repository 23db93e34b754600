import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_FEEDBACK_MS } from './copiedFeedback';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Every copy button's state: after `run(task)`, `copied` for COPIED_FEEDBACK_MS, or `failed`. */
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
