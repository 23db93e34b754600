// Replaced at build time (src/node/config.ts); never `process.env` whole, or webpack inlines it
// all.

/** From `BASE_PATH`. */
export const BUILD_BASE: string = process.env.SITE_BASE || '/';

/** From `SITE_DEBUG_PAGES`. */
export const BUILD_DEBUG_PAGES: boolean = process.env.SITE_DEBUG_PAGES === '1';
