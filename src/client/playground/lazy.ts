export const loadPlayground = () => import(/* webpackChunkName: "playground" */ './open');

/** Called on pointer or focus, so that the click opens the new tab within its user activation. */
export function preloadPlayground(): void {
  loadPlayground().catch(() => undefined);
}
