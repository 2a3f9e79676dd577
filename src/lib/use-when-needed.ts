import { type ComponentType, lazy, type RefObject, useEffect, useState } from 'react';
import { afterFirstScreen, loadAfterFirstScreen, whenIdle } from './after-first-screen';

/**
 * Runs `run` once the page has loaded (its first screen's files), its first screen's largest picture is on screen
 * (src/lib/after-first-screen.ts: the window's load event comes before a picture the HTML asks for later) and the
 * browser is idle; returns a cancel function. What a piece below the first screen waits for, so its code never
 * shares the phone's link with the first screen's.
 */
export function afterLoadAndIdle(run: () => void): () => void {
  let live = true;
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  void loaded
    .then(afterFirstScreen)
    .then(() => whenIdle(2000))
    .then(() => live && run());
  return () => {
    live = false;
  };
}

/**
 * True once the element comes within `margin` of the viewport (the shopper scrolls towards it, or it is on the
 * first screen already), or once the page has loaded and the browser is idle, whichever is first; it stays true.
 * A lazily loaded piece renders its placeholder until then, so it appears without a tap yet never delays the
 * first screen. Without IntersectionObserver only the second applies.
 */
export function useWhenNeeded(ref: RefObject<Element | null>, margin = '100%'): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const now = () => setNeeded(true);
    const cancelIdle = afterLoadAndIdle(now);
    const el = ref.current;
    let observer: IntersectionObserver | undefined;
    if (el && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && now(), {
        rootMargin: `${margin} 0px`,
      });
      observer.observe(el);
    }
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [needed, ref, margin]);
  return needed;
}

/**
 * A lazily loaded piece that waits for the first screen (loadAfterFirstScreen, in turn with the other pieces) unless
 * the shopper touches its stand-in first: `load(importer)` for the `lazy()` factory, `touch()` for the stand-in's
 * tap, which loads it at once. A tap on a stand-in is then not lost (issue 39): the piece arrives now, and the
 * stand-in replays what the tap asked for. `'touched'`: the piece loads only when the shopper reaches for it (a page
 * that shows none of its code, where most visits never use it).
 */
export interface TouchToLoad {
  load: <T>(importer: () => Promise<T>) => Promise<T>;
  touch: () => void;
}

export type LoadWhen = 'after-first-screen' | 'touched';

export function touchToLoad(when: LoadWhen = 'after-first-screen'): TouchToLoad {
  let touch = () => {};
  const touched = new Promise<void>((resolve) => {
    touch = resolve;
  });
  return {
    load: (importer) =>
      when === 'touched'
        ? touched.then(importer)
        : Promise.race([loadAfterFirstScreen(importer), touched.then(importer)]),
    touch: () => touch(),
  };
}

/**
 * A `lazy()` component loaded the touchToLoad way, and the `touch` of its stand-in. `load` is the caller's
 * `import()` (kept there so the bundler splits the piece off where it stands) resolved to the component.
 */
export function lazyTouchToLoad<P extends object>(load: () => Promise<ComponentType<P>>, when?: LoadWhen) {
  const piece = touchToLoad(when);
  const Component = lazy(() => piece.load(load).then((component) => ({ default: component })));
  return { Component, touch: piece.touch };
}
