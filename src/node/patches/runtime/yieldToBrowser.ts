/**
 * Ends the current task and resolves at the start of a new one, so the browser can paint and
 * handle input in between: `await yieldToBrowser()` splits a long start-up into short tasks.
 *
 * Uses `scheduler.yield()` where the browser has it (its continuation runs before other queued
 * work) and a message on a fresh MessageChannel elsewhere. Unlike `setTimeout`, neither is
 * stretched to a second in a background tab, nor clamped to 4 ms when nested.
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
