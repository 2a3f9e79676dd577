import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

interface Props {
  hasMore: boolean;
  /** Loads the next page; a rejection stops loading until the shopper retries. */
  loadMore: () => Promise<void>;
  children: (hasMore: boolean, failed: boolean, retry: () => void) => ReactNode;
}

/** How far below the visible area the next page starts loading (antd-mobile's InfiniteScroll's threshold). */
export const SENTINEL_MARGIN_PX = 250;

/**
 * Infinite scroll of plain elements: an IntersectionObserver watches this footer and asks for the next page while
 * it is within SENTINEL_MARGIN_PX of the visible area, one page at a time, until there is no more or a page fails.
 * (antd-mobile's InfiniteScroll measured on every scroll and needed antd-mobile on the home page's first screen.)
 * The observer sees the viewport through every scrolling ancestor, so a list inside a popup works the same.
 */
export function InfiniteSentinel({ hasMore, loadMore, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const inView = useRef(false);
  const loading = useRef(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ hasMore, loadMore, failed });
  latest.current = { hasMore, loadMore, failed };

  // Counts finished loads: after React has drawn a loaded page, the footer is observed anew (below).
  const [round, setRound] = useState(0);

  const check = useCallback(() => {
    const { hasMore: more, loadMore: load, failed: stopped } = latest.current;
    if (!inView.current || !more || stopped || loading.current) return;
    loading.current = true;
    load()
      .catch(() => setFailed(true))
      .finally(() => {
        loading.current = false;
        setRound((r) => r + 1);
      });
  }, []);

  // Observing anew reports where the footer is now that the page is drawn: still in view (a short page) loads the
  // next one; an observer reports only changes otherwise.
  useEffect(() => {
    const el = box.current;
    if (round === 0 || !el || !observer.current) return;
    observer.current.unobserve(el);
    observer.current.observe(el);
  }, [round]);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        inView.current = entries.some((e) => e.isIntersecting);
        check();
      },
      { rootMargin: `0px 0px ${SENTINEL_MARGIN_PX}px 0px` },
    );
    observer.current = io;
    io.observe(el);
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, [check]);

  // More pages appeared, or the shopper retried: load if the footer is already in view.
  useEffect(() => {
    if (hasMore && !failed) check();
  }, [hasMore, failed, check]);

  return <div ref={box}>{children(hasMore, failed, () => setFailed(false))}</div>;
}
