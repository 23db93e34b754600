/**
 * Resolves at the start of a new task, so the browser can paint and handle input in between:
 * `scheduler.yield()` where the browser has it, else a MessageChannel message (unlike `setTimeout`,
 * neither is stretched in a background tab nor clamped when nested).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
