import { type RefObject, useEffect, useState } from 'react';

/**
 * Runs `run` once the page has loaded (its first screen's files and pictures) and the browser is idle; returns a
 * cancel function. What a piece below the first screen waits for, so its code never shares the phone's link with
 * the first screen's.
 */
export function afterLoadAndIdle(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 2000 });
    else timer = setTimeout(run, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
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
