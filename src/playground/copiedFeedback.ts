/**
 * How long a copy action shows its check icon, in milliseconds. A module of its own, so the
 * "Copy page" button can share it without bringing the copy code into every page.
 */
export const COPIED_FEEDBACK_MS = 2000;
