/**
 * Work the first screen does not show (the goods page's SKU picker and description, the contract list, the
 * carousel's other slides) waits until the first screen's largest picture is on screen. On a phone's network
 * every byte fetched before it shares the bandwidth with that picture: on simulated slow 4G, the home page's
 * other four banner slides and the later chunks (about 330 KiB) were requested before its first banner had
 * painted.
 *
 * index.html's inline script sets `window.__mallFirstPicture` on the routes where it paints a picture from its
 * early read (home's first banner, the goods cover): it settles when that picture has loaded or failed, or when
 * the answer has none. Elsewhere (other routes, the mock build, which makes no early reads) it waits for the app's
 * first screen in the page's #root, then the first idle moment: the providers' first effects run before the router
 * has the route's page, and an idle moment while that page's files still download (they are asked for once the
 * entry's scripts have arrived, src/app/boot/early-chunks.ts) let antd-mobile go out ahead of the login screen. Never later
 * than WAIT_CAP_MS after the first caller asked (the app's first render): a slow picture must not hold the rest of
 * the app back for long.
 */
import { useEffect, useState } from 'react';
import { FIRST_SCREEN_CAP_MARK } from './page-state';

declare global {
  interface Window {
    __mallFirstPicture?: Promise<void>;
  }
}

export const WAIT_CAP_MS = 3000;
/** How long an idle callback may be put off once the picture is there. */
const IDLE_TIMEOUT_MS = 500;

let settled: Promise<void> | undefined;
/** The first caller's idle moment has come: the first screen is behind. */
let passed = false;
let capTimer: ReturnType<typeof setTimeout> | undefined;

/** The browser's next idle moment, put off at most `timeout` ms. */
export function whenIdle(timeout = IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    // WebKit has no requestIdleCallback: a macrotask lets the picture's frame paint first.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}

/** The cap's end, marked on the page's clock so a test can tell "waited for the picture" from "the cap ran out". */
function cap(): Promise<void> {
  return new Promise((resolve) => {
    capTimer = setTimeout(() => {
      globalThis.performance?.mark?.(FIRST_SCREEN_CAP_MARK);
      resolve();
    }, WAIT_CAP_MS);
  });
}

/** Resolves once the app has put anything into the page's #root (at once where there is none: stories, tests). */
function firstScreenRendered(): Promise<void> {
  const root = globalThis.document?.getElementById('root');
  if (!root || root.firstChild) return Promise.resolve();
  return new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      if (!root.firstChild) return;
      seen.disconnect();
      resolve();
    });
    seen.observe(root, { childList: true });
  });
}

/**
 * Resolves once the first screen's largest picture is on screen (or needs no waiting), at an idle moment of the
 * caller's own: each caller's work (a chunk's import, a re-render) is then a task of its own, not part of one task
 * that runs every caller's.
 */
export function afterFirstScreen(): Promise<void> {
  // Long after the first screen (a later page, a story), nothing waits: no idle moment is put between.
  if (passed) return Promise.resolve();
  settled ??= Promise.race([globalThis.window?.__mallFirstPicture ?? firstScreenRendered(), cap()]);
  return settled
    .then(() => whenIdle())
    .then(() => {
      passed = true;
    });
}

/** How long a load waits at most for the one before it once that one started: a hanging download holds no other. */
export const TURN_CAP_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const NONE = { settled: Promise.resolve() as Promise<unknown>, started: Promise.resolve() };
let lastLoad = NONE;

/**
 * Runs `load` (an `import()`) after the first screen, in turn with the other loads asked for this way: each starts
 * once the one before it has loaded and run (or TURN_CAP_MS after it started), at an idle moment of its own. Started
 * together, the imports that wait for the same file (antd-mobile's chunk, which antd-mobile's setup and the scan flow
 * both import) ran all their modules in the one task in which that file arrived: on the home page the longest task
 * after its picture (65 ms on a desktop). A load that fails does not stop the ones after it.
 */
export function loadAfterFirstScreen<T>(load: () => Promise<T>): Promise<T> {
  const before = lastLoad;
  const turn = Promise.race([before.settled, before.started.then(() => wait(TURN_CAP_MS))]).then(afterFirstScreen);
  const mine = turn.then(load);
  lastLoad = { settled: mine.catch(() => undefined), started: turn };
  return mine;
}

/**
 * Tests only: forget the settled state, so the next call reads the window again, and stop the cap's timer, which
 * would otherwise mark the cap's end later, in whatever test then runs in the same page.
 */
export function resetAfterFirstScreen(): void {
  clearTimeout(capTimer);
  capTimer = undefined;
  settled = undefined;
  passed = false;
  lastLoad = NONE;
}

/** React's view of afterFirstScreen: false until the first screen's picture is on screen, then true. */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstScreen().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
