/** Window scroll, behind two functions so tests can observe it (jsdom has no layout). */
export const scroller = {
  get: (): number => globalThis.scrollY ?? 0,
  set: (y: number): void => {
    try {
      globalThis.scrollTo?.({ top: y, left: 0, behavior: 'instant' as ScrollBehavior });
    } catch {
      // jsdom and very old webviews: nothing to scroll.
    }
  },
};
