/**
 * Lets the browser run what waits (an early read's answer that asks for the first picture, a frame) before the next
 * piece of start-up work: each piece is then a task of its own instead of one long one (Lighthouse counts every
 * task's time beyond 50 ms as blocking). `scheduler.yield()` where there is one (Chromium 129+: the rest of the
 * start-up keeps its place in the queue), else a message to ourselves, which waits for no timer.
 */
export function yieldToMain(): Promise<void> {
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
