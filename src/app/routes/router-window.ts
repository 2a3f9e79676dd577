/**
 * The window react-router's data router works with: the page's own, except for sessionStorage. createBrowserRouter
 * reads sessionStorage as it starts, for the view transitions it saved when the tab last left a page (`viewTransition`
 * links, which this app does not use: router-window.test.ts fails if one appears), and a page's first use of
 * sessionStorage is a synchronous wait for the browser process: on a phone it was the start-up's only one (the
 * desktop switch of src/platform/device.ts reads it on desktops only), up to 16 ms of the router's task at a 4× slower
 * CPU here (`npm run bench:modules`), 55 ms measured before. Nothing else of the router changes: every other property is the
 * window's, its methods bound to it.
 */
const NO_SAVED_TRANSITIONS: Pick<Storage, 'getItem' | 'setItem'> = {
  getItem: () => null,
  setItem: () => undefined,
};

export function routerWindow(win: Window & typeof globalThis = window): Window & typeof globalThis {
  return new Proxy(win, {
    get(target, key) {
      if (key === 'sessionStorage') return NO_SAVED_TRANSITIONS;
      const value: unknown = Reflect.get(target, key);
      // The window's own methods and accessors need the window itself as `this` (addEventListener, location…).
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
