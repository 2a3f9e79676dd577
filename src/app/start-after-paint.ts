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
