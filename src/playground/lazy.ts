/**
 * The playground chunk (./open.ts), loaded on demand. `preloadPlayground` starts the download
 * early, when the pointer or focus reaches a playground control, so that by the click the opener
 * is there and the new tab opens within the click's user activation.
 */
export const loadPlayground = () => import(/* webpackChunkName: "playground" */ './open');

export function preloadPlayground(): void {
  loadPlayground().catch(() => undefined);
}
