// First: no eval-based parser compiling under the CSP (see the module).
import '@/lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppParts } from '@/app/App';
import { showBootFailure } from '@/app/boot/boot-failure';
import { startRouteData } from '@/app/boot/early-data';
import { ensureLanguage, initI18n } from '@/lib/i18n';
import { getLang } from '@/lib/storage';
import { yieldToPicture } from '@/lib/yield-to-main';
import { currentDevice } from '@/platform/device';

async function boot(): Promise<void> {
  // Mock mode only (`vite --mode mock`): __MOCK__ is false in production, so the bundler drops this
  // import and the build carries no msw, faker or mock data. The worker must run before the first
  // request of the app.
  if (__MOCK__) await import('@mocks/browser').then((m) => m.startMockWorker());
  // The route's first API answers travel while its chunk loads (after the mock worker, which must answer them).
  startRouteData(location.pathname);
  // Start-up in tasks of their own (the modules' evaluation, the texts, the router, the first render): one long task
  // of all of them held up the answer that asks for the first picture, and counted as blocking time (issue 39).
  await yieldToPicture();
  const lang = getLang();
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  initI18n('zh');
  // English texts load on demand: wait for them so an English reader never sees a Chinese flash.
  if (lang !== 'zh') await ensureLanguage(lang).catch(() => undefined);
  await yieldToPicture();
  // The router matches the route and starts its chunk now (a desktop browser gets the placeholder, no router).
  const parts = currentDevice().desktop ? undefined : createAppParts();
  await yieldToPicture();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing in index.html');
  // A transition renders the first tree in slices that yield to the browser every few milliseconds, instead of one
  // task of several hundred (on a mid-range phone, what Lighthouse counts as blocking time); the static shell in
  // index.html stays on screen meanwhile.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App parts={parts} />
      </StrictMode>,
    );
  });
}

// A start-up that throws (the texts, the router, the mock worker that did not start) would leave the static
// shell's skeleton for ever: its message with a retry shows instead.
boot().catch((error: unknown) => {
  console.error(error);
  showBootFailure();
});
