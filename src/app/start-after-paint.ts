import { showBootFailure } from './boot-failure';

/**
 * What index.html's module script runs (scripts/vite/entry-after-paint.ts compiles it into a small file of its own,
 * beside the entry): the app's entry, once the browser has painted the static shell. A module script that has
 * arrived by the time the page has parsed runs before the first paint, and the entry's evaluation (React, the router,
 * the texts) then held the shell's first paint back (issue 39: first contentful paint 0.3 s later in Lighthouse's
 * simulation). One frame is all it waits for, never an API answer; a tab in the background, which draws no frame,
 * starts it after START_HIDDEN_MS. A file, not inline code, so that a server's stale CSP header cannot block it.
 * If the entry or a file it imports fails to download, the shell's message with a retry shows.
 */
export const START_HIDDEN_MS = 250;

/**
 * Where the browser ignores `modulepreload` (iOS 16 and older, and WeChat there, on the system's WebKit), asks for the
 * files index.html preloads now, while the shell paints, instead of one round trip after another once the entry runs:
 * each by an `import()`, which only defines its modules (with `strictExecutionOrder` they run when the entry calls
 * them). Not the entry itself, which would start the app. A module is fetched once per URL: the entry's own imports
 * take these. A failure is left to the entry's import, which reports it.
 */
export function preloadWhereIgnored(entry: string, doc: Document = document): void {
  if (doc.createElement('link').relList?.supports?.('modulepreload')) return;
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
    if (link.href !== entry) import(/* @vite-ignore */ link.href).catch(() => undefined);
}

export function startAfterPaint(load: () => Promise<unknown>): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    load().catch(() => showBootFailure());
  };
  // The callback runs before the frame's paint; the timeout after it.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, START_HIDDEN_MS);
}
