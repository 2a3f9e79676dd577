import { type SetupWorker, setupWorker } from 'msw/browser';
import { handlers } from '../mocks/stories';

let worker: SetupWorker | undefined;
let inFlight = 0;
const idle: Array<() => void> = [];

/**
 * The one MSW worker of the Storybook tab. The project's own handlers are its initial handlers: they
 * survive msw's reset between stories, while per-story overrides (`msw.use(...)`) do not.
 */
export async function startWorker(): Promise<SetupWorker> {
  if (worker) return worker;
  const w = setupWorker(...handlers);
  // Beside iframe.html in Storybook (so a static build works under any sub-path); at the root in Vitest.
  const url = window.location.pathname.endsWith('iframe.html') ? './mockServiceWorker.js' : '/mockServiceWorker.js';
  w.events.on('request:start', () => {
    inFlight++;
  });
  w.events.on('request:end', () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) for (const done of idle.splice(0)) done();
  });
  await w.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url } });
  worker = w;
  return w;
}

/** The started worker, for the demo toolbars (they run after the loader that starts it). */
export function currentWorker(): SetupWorker {
  if (!worker) throw new Error('the MSW worker has not started: is mswLoader in .storybook/preview.tsx?');
  return worker;
}

/**
 * Resolves once no request is being answered (or after `timeoutMs`). A request a story left in flight
 * (a 'slow' scenario waits 2.5 s, then falls through to whatever handlers are installed by then) would
 * otherwise be answered by the next story's handlers and use up its one-shot scenario.
 */
export function requestsSettled(timeoutMs = 5000): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    idle.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
