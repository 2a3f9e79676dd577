/**
 * Lets the browser run what waits (an early read's answer that asks for the first picture, a frame) before the next
 * piece of start-up work: each piece is then a task of its own instead of one long one (Lighthouse counts every
 * task's time beyond 50 ms as blocking). A message to ourselves, which waits for no timer; not `scheduler.yield()`,
 * whose continuation goes before the network's tasks, which are what should run.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * index.html's inline script, on a route whose largest picture it paints (src/app/boot/early-data-html.ts): whether the
 * answer that names the picture has arrived, and a promise settled once the picture has been asked for (its <img>
 * is in the page) or the answer named none.
 */
export interface PictureAsk {
  answered: boolean;
  asked: Promise<void>;
}

declare global {
  interface Window {
    __mallPictureAsk?: PictureAsk;
  }
}

/**
 * yieldToMain, and more when the first picture's answer has arrived but its picture is not asked for yet: then until
 * it is (a few milliseconds of the inline script's work, which the app's start-up would otherwise hold up by a task
 * or more). An answer still on its way is never waited for: the app does not wait for the API.
 */
export async function yieldToPicture(): Promise<void> {
  await yieldToMain();
  const ask = globalThis.window?.__mallPictureAsk;
  if (ask?.answered) await ask.asked;
}
