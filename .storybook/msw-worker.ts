import { type SetupWorker, setupWorker } from 'msw/browser';
import { handlers } from '../mocks/handlers';

let worker: SetupWorker | undefined;

/**
 * The one MSW worker of the Storybook tab. The project's own handlers are its initial handlers: they
 * survive msw's reset between stories, while per-story overrides (`msw.use(...)`) do not.
 */
export async function startWorker(): Promise<SetupWorker> {
  if (worker) return worker;
  const w = setupWorker(...handlers);
  // Beside iframe.html in Storybook (so a static build works under any sub-path); at the root in Vitest.
  const url = window.location.pathname.endsWith('iframe.html') ? './mockServiceWorker.js' : '/mockServiceWorker.js';
  await w.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url } });
  worker = w;
  return w;
}

/** The started worker, for the demo toolbars (they run after the loader that starts it). */
export function currentWorker(): SetupWorker {
  if (!worker) throw new Error('the MSW worker has not started: is mswLoader in .storybook/preview.tsx?');
  return worker;
}
