import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_FEEDBACK_MS } from './copiedFeedback';

/** What a copy button shows: nothing yet, "Copied" (for COPIED_FEEDBACK_MS), or a failure. */
export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The state of a copy button, shared by every copy button of the site (code blocks, the
 * previewer's copy action, "Copy page"), so they all say "Copied" for the same time.
 * `run(copy)` runs the button's copy, a task that resolves to whether the clipboard now holds the
 * text (`() => copyText(code)`, or one that fetches the text first); a rejected task counts as a
 * failed copy. After a copy that worked, `state` is `copied` for COPIED_FEEDBACK_MS (a second copy
 * starts the two seconds again); after one that failed, `failed` until the next attempt. The hook
 * does not import the clipboard code itself: "Copy page" loads its copy code on demand.
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
