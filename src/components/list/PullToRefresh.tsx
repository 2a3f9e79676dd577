import { type ReactNode, useEffect, useRef, useState } from 'react';
import css from './paged-list.module.css';

type Status = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

interface Props {
  onRefresh: () => Promise<void>;
  texts: Record<Exclude<Status, 'idle'>, string>;
  children: ReactNode;
}

/** antd-mobile's PullToRefresh's measures: the head's height while refreshing, and how far to pull to release. */
const HEAD_PX = 40;
const THRESHOLD_PX = 60;
const COMPLETE_MS = 500;

/**
 * Pull down at the top of the page to refresh, in plain elements and touch events (antd-mobile's PullToRefresh
 * brought react-spring and use-gesture onto the home page's first screen). The pull is damped by half and shown
 * as a head above the content that says what letting go will do.
 */
export function PullToRefresh({ onRefresh, texts, children }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const latest = useRef({ onRefresh, status });
  latest.current = { onRefresh, status };

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let startY: number | null = null;
    let pulled = 0;
    const atTop = () => (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;
    const start = (e: TouchEvent) => {
      const busy = latest.current.status === 'refreshing' || latest.current.status === 'complete';
      startY = !busy && atTop() && e.touches.length === 1 ? (e.touches[0]?.clientY ?? null) : null;
      pulled = 0;
    };
    const move = (e: TouchEvent) => {
      if (startY === null) return;
      const dy = (e.touches[0]?.clientY ?? startY) - startY;
      if (dy <= 0) {
        pulled = 0;
        setHeight(0);
        setStatus('idle');
        return;
      }
      // The page itself must not scroll or reload (the browser's own pull) while the shopper pulls this head.
      if (e.cancelable) e.preventDefault();
      pulled = Math.min(dy * 0.5, HEAD_PX * 5);
      setHeight(pulled);
      setStatus(pulled > THRESHOLD_PX ? 'canRelease' : 'pulling');
    };
    const end = () => {
      if (startY === null) return;
      startY = null;
      if (pulled <= THRESHOLD_PX) {
        setHeight(0);
        setStatus('idle');
        return;
      }
      setHeight(HEAD_PX);
      setStatus('refreshing');
      void latest.current
        .onRefresh()
        .catch(() => undefined)
        .then(() => {
          setStatus('complete');
          return new Promise((r) => setTimeout(r, COMPLETE_MS));
        })
        .then(() => {
          setHeight(0);
          setStatus('idle');
        });
    };
    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    return () => {
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }, []);

  return (
    <div ref={root}>
      <div className={css.pullHead} style={{ height }} aria-hidden={status === 'idle' ? true : undefined}>
        <div className={css.pullText} role="status">
          {status === 'idle' ? '' : texts[status]}
        </div>
      </div>
      {children}
    </div>
  );
}
