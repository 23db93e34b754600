import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_FEEDBACK_MS, copyText } from './clipboard';

/**
 * The state of a copy button: `copy(text)` puts the text on the clipboard and, when that worked,
 * makes `copied` true for COPIED_FEEDBACK_MS (a second copy starts the two seconds again). Used by
 * every copy button of the site (code blocks, the previewer's copy action), so they all say
 * "Copied" for the same time.
 */
export function useCopied(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    const done = await copyText(text);
    if (done) {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    }
    return done;
  }, []);
  return { copied, copy };
}
