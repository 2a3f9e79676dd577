/**
 * The app's one contract for "is this screen settled, and is it an error?", for people and for tools.
 *
 * Every state a screen shows instead of its data carries `data-page-state`:
 *  - `loading`: a route chunk, a query or a skeleton still on its way (also `aria-busy="true"`);
 *  - `error`: a failed load, a not-found or a refusal (plain stand-in, antd-mobile's ErrorBlock, the route error);
 *  - `unavailable`: a service this deployment does not have (docs/backend/corrections.md#b9-not-served): calm, not an
 *  error;
 *  - `empty`: a list or a section with nothing in it: data, not an error.
 *
 * A tool calls a page settled when something rendered and nothing matches LOADING_SELECTOR, and sees an error
 * state by ERROR_SELECTOR: the e2e sweeps, the WebKit run, the Prism run and the story checks all read these
 * constants. src/lib/page-state.test.tsx holds every loading and error component of the app to it, and
 * `unmarkedStates` (run after every story and on every swept page) finds a skeleton, spinner or error block
 * drawn outside a marked state.
 *
 * This file imports nothing: e2e journeys and scripts, which may import no other app code, import it too.
 */

export type PageState = 'loading' | 'error' | 'unavailable' | 'empty';

export const PAGE_STATE_ATTRIBUTE = 'data-page-state';

/** Spread on the element that stands for a loading state (or pass to antd-mobile, which forwards data-/aria-). */
export const loadingState = { 'data-page-state': 'loading', 'aria-busy': true } as const;
/** Spread on the element that stands for an error, not-found or refusal state. */
export const errorState = { 'data-page-state': 'error' } as const;
/** A service this deployment does not serve: a calm state, not an error. */
export const unavailableState = { 'data-page-state': 'unavailable' } as const;
/** Nothing to show (an empty list): data, not an error. */
export const emptyState = { 'data-page-state': 'empty' } as const;

export const LOADING_SELECTOR = '[data-page-state="loading"]';
export const ERROR_SELECTOR = '[data-page-state="error"]';
export const UNAVAILABLE_SELECTOR = '[data-page-state="unavailable"]';

/**
 * A performance mark (`performance.getEntriesByName`) the app sets when the first screen's wait for its largest
 * picture reached its cap (src/lib/after-first-screen.ts): from then on later work may start without the picture.
 * A test of that order judges only what was requested before the earlier of the picture and this mark, so a slow
 * or loaded machine that renders late cannot fail it, and a request made before either still does.
 */
export const FIRST_SCREEN_CAP_MARK = 'mall:first-screen-cap';

/**
 * What draws "loading" (our skeleton blocks, antd-mobile's skeletons and spinners, the shell's progress bar) and
 * "error" (antd-mobile's ErrorBlock): each must sit inside an element with a page state, so no tool has to know a
 * component library's class names to tell a settled page. Spinners inside a button (a form submitting) or an
 * infinite list's footer (the next page) are not the page's state and are left out.
 */
export const STATE_PRIMITIVES = {
  loading: '[data-skeleton], .adm-skeleton, .adm-dot-loading, .adm-spin-loading, [role="progressbar"]',
  error: '.adm-error-block',
  exempt: 'button, .adm-infinite-scroll, [data-page-state-exempt]',
} as const;

/**
 * The loading and error primitives under `root` that are not inside a marked state, described for a failure
 * message. Self-contained (no reference to this module's scope, no inner named function, which a bundler may wrap
 * in a helper of its own) so that Playwright's `page.evaluate` and WebDriver's `executeScript` can run its source
 * in the page: pass STATE_PRIMITIVES as `primitives`.
 */
export function unmarkedStates(root: ParentNode, primitives: typeof STATE_PRIMITIVES): string[] {
  const found: string[] = [];
  const checks: Array<[string, string, string]> = [
    [primitives.loading, '[data-page-state="loading"]', 'loading outside a loading state'],
    [primitives.error, '[data-page-state]', 'error block without a page state'],
  ];
  for (const [selector, marker, problem] of checks) {
    for (const el of Array.from(root.querySelectorAll(selector))) {
      if (el.closest(primitives.exempt) || el.closest(marker)) continue;
      const text = (el.textContent ?? '').trim().slice(0, 40);
      found.push(`${problem}: <${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">${text}`);
    }
  }
  return found;
}

/**
 * The source of a call of `unmarkedStates` on the whole document, as a function body for WebDriver's
 * `executeScript` (wrap it in `(() => { … })()` for Playwright's `page.evaluate`). A function, so that the app's
 * bundle, which never calls it, drops it.
 */
export function unmarkedStatesScript(): string {
  return `return (${unmarkedStates.toString()})(document, ${JSON.stringify(STATE_PRIMITIVES)});`;
}
