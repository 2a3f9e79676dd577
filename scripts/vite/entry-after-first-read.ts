import type { Plugin } from 'vite';

/**
 * The app's entry is fetched at once but evaluated only when index.html's inline script starts it: once the page
 * has parsed and, on a route whose largest picture the HTML paints (home's first banner, the goods cover), once
 * the early read that names the picture has answered and the picture is requested — or after ENTRY_WAIT_CAP_MS.
 *
 * Why: the answer's handler requests the picture. Evaluating the app's JavaScript (React, the router, the
 * route's chunks) is one long stretch of main-thread work; when the answer lands during it, the picture's
 * request waits for it to end — on a slow phone, hundreds of milliseconds of the largest paint spent on code
 * that cannot show anything before the same answer anyway. Nothing is downloaded later: the entry and its
 * imports are `modulepreload`ed from the HTML as before, so they arrive in parallel with the answer.
 *
 * Build only: the dev server serves the entry as source and keeps its `<script type="module">`.
 */
export const ENTRY_ATTR = 'data-mall-entry';

/** What index.html's inline script looks for to start the entry. */
const STARTER = `link[${ENTRY_ATTR}]`;

export function deferEntry(html: string): string {
  // Only a page whose inline script starts the entry: Storybook builds its iframe.html with this config too, and a
  // page nobody starts would stay blank.
  if (!html.includes(STARTER)) return html;
  const tags = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  if (tags.length !== 1) throw new Error(`entry-after-first-read: expected one module script, found ${tags.length}`);
  const [tag, src] = tags[0] as RegExpMatchArray;
  return html.replace(tag, `<link rel="modulepreload" crossorigin href="${src}" ${ENTRY_ATTR}>`);
}

export function entryAfterFirstRead(): Plugin {
  return {
    name: 'mall:entry-after-first-read',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferEntry },
  };
}
