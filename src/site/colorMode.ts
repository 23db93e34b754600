/** The colour modes a reader can choose, in the order the switch lists them. */
export const COLOR_MODES = ['light', 'dark', 'auto'] as const;

/** A stored colour preference; anything else stored means light. */
export type ColorPreference = (typeof COLOR_MODES)[number];
