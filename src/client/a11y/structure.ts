/** Class of text for screen readers only (global.less). */
export const VISUALLY_HIDDEN_CLASS = 'site-visually-hidden';
