/**
 * Ends the current task and resumes in a new one, so start-up work comes in pieces the browser can answer
 * a tap or paint between (no long task holds the main thread). `scheduler.yield()` where the browser has
 * it (it resumes before other queued work); otherwise a message-channel turn (not clamped like timers).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
