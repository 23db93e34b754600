/** Class of text that screen readers read and the page does not show (see global.less). */
export const VISUALLY_HIDDEN_CLASS = 'site-visually-hidden';
