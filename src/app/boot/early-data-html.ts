// The window's fields this script sets are declared beside their readers (early-fetch, early-fetch-paint,
// after-first-screen).
import type { HtmlEarly } from '@/lib/early-fetch';
import { requestHeaders } from '@/lib/request-headers';
import { getLang, getToken } from '@/lib/storage';
import { watchEntry } from './boot-failure';
import { afterFiles, type EarlyChunks, earlyFiles, preloadFiles } from './early-chunks';
import { earlyReads, PICTURE_OF, type PictureBox } from './early-data-reads';
import { type LoginShellRoutes, opensLogin } from './login-shell';

/**
 * index.html's inline script, written here and compiled into the page by the build (scripts/build/inline-boot.ts,
 * which calls `startFromHtml` with the build's mode and API base). It only makes the first load faster: the app's
 * entry is an ordinary module script that starts on its own, whether or not this ran (a server's stale CSP header
 * blocks it, an old browser skips it) and never waits for it.
 *
 * While the page parses, it
 * - sends the route's first API reads (src/app/boot/early-data-reads.ts) to the build's API base, with the very headers
 *   the app would send (window.__mallEarly; src/lib/early-fetch.ts adopts them instead of asking again);
 * - gives the static shell the login screen's shape where the app will show that screen (src/app/boot/login-shell.ts);
 * - paints the first screen's largest picture into the static shell the moment an answer names it
 *   (window.__mallPrepaint, taken over by the app: src/lib/early-fetch-paint.ts), and says when it has loaded
 *   (window.__mallFirstPicture: src/lib/after-first-screen.ts);
 * - watches the entry's download, to show the shell's message with a retry if it fails (src/app/boot/boot-failure.ts);
 * - asks for the route's own files once the entry's scripts have arrived (src/app/boot/early-chunks.ts).
 */
export interface HtmlConfig {
  /** Vite's mode: a mock build answers from its service worker, which is not running yet, so nothing is sent. */
  mode: string;
  /** VITE_API_BASE without its trailing slash ('' for the page's own origin), as src/lib/early-fetch.ts reads it. */
  apiBase: string;
  /** The first screens' files, from the build's bundle (scripts/build/early-chunks.ts); none from the dev server. */
  chunks?: EarlyChunks;
  /** Where the app shows the login screen, from the route table (src/app/boot/login-shell.ts); none: no such shell. */
  loginShell?: LoginShellRoutes;
}

/** The picture's intrinsic size, as the app's own <img> (the shell's `.boot-lcp-*` boxes hold it). */
const HEIGHT: Record<PictureBox, number> = { banner: 300, cover: 750 };
/** The shell's box for the route's picture, sized by index.html's [data-boot] rules before the first paint. */
const BOOT: Record<PictureBox, string> = { banner: 'home', cover: 'goods' };

/**
 * Paints `src` into the shell where the app's picture will be or, once the app has rendered, into its pending
 * screen's slot for this box (src/components/prepaint/PrepaintSlot.tsx), if it shows one. Returns the element, or
 * null when there is no place for it.
 */
function paint(src: string, box: PictureBox, done: () => void): HTMLImageElement | null {
  const root = document.getElementById('root');
  if (!root) return null;
  const held = root.firstChild ? root.querySelector(`[data-prepaint-slot="${box}"]`) : null;
  const slot = held || (root.firstChild ? null : document.querySelector('.boot-banner'));
  if (!slot) return null;
  const img = document.createElement('img');
  img.setAttribute('fetchpriority', 'high');
  img.src = src;
  img.alt = '';
  img.width = 750;
  img.height = HEIGHT[box];
  img.className = held ? '' : `boot-lcp boot-lcp-${box}`;
  img.setAttribute('data-prepaint', '');
  img.addEventListener('load', done);
  img.addEventListener('error', done);
  if (held) held.append(img);
  else slot.replaceWith(img);
  window.__mallPrepaint = img;
  return img;
}

export function startFromHtml({ mode, apiBase, chunks, loginShell }: HtmlConfig): void {
  watchEntry(window);
  // The shell's texts (and later the app) in the shopper's language.
  if (getLang() === 'en') document.documentElement.lang = 'en';
  // The session decides as the router does (routes.tsx). Shell and files, no API: in a mock build too.
  const signedIn = getToken() !== null;
  if (loginShell && opensLogin(location.pathname, signedIn, loginShell))
    document.documentElement.setAttribute('data-boot', 'login');
  if (chunks) {
    const files = earlyFiles(location.pathname, signedIn, chunks);
    afterFiles(chunks.entry, () => preloadFiles(files));
  }
  if (mode.startsWith('mock')) return;
  const reads = earlyReads(location.pathname);
  if (!reads.length) return;
  const headers = requestHeaders();
  const early: HtmlEarly[] = [];
  window.__mallEarly = early;
  for (const { path, body, picture } of reads) {
    const init: RequestInit = { method: body === undefined ? 'GET' : 'POST', headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    const url = `${apiBase}${path}`;
    const response = fetch(url, init);
    // The entry may never take it (it did not start, or its headers changed): a failure is nobody's to report.
    response.catch(() => undefined);
    early.push({ url, method: init.method as string, body: init.body as string | undefined, headers, response });
    if (!picture) continue;
    document.documentElement.setAttribute('data-boot', BOOT[picture]);
    // Settles once the picture has loaded or failed, or once the answer shows none to paint: what the first screen
    // does not show waits for it, so it does not share the phone's bandwidth with the picture.
    let pictureDone = () => {};
    window.__mallFirstPicture = new Promise<void>((resolve) => {
      pictureDone = resolve;
    });
    // Tells the app's start-up (yieldToPicture, src/lib/yield-to-main.ts) when the answer is here and when its
    // picture is asked for: the app then lets this script's few milliseconds run before its next piece of work.
    let asked = () => {};
    const ask = {
      answered: false,
      asked: new Promise<void>((resolve) => {
        asked = resolve;
      }),
    };
    window.__mallPictureAsk = ask;
    response
      .then((r) => {
        ask.answered = true;
        return r.ok ? r.clone().json() : null;
      })
      .then((json: { code?: unknown; data?: unknown } | null) => {
        const src = json?.code === 0 ? PICTURE_OF[picture](json.data) : null;
        if (!src || !paint(src, picture, pictureDone)) pictureDone();
      })
      .catch(() => pictureDone())
      .finally(asked);
  }
}
