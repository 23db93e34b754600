/** How long a copy button says "Copied" (ms); a module of its own, for the "Copy page" button. */
export const COPIED_FEEDBACK_MS = 2000;
