import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useNoticeStrip } from '@/api/notices';
import { SpeakerIcon } from '@/components/icons/SpeakerIcon';
import { useInterruptibleAnswer } from '@/lib/interruptible-answer';
import { loadingState } from '@/lib/page-state';
import css from './notice.module.css';

/** antd-mobile's vertical Swiper's pace, which this ticker replaced. */
export const NOTICE_MS = 3000;

/** Which line shows: the next every NOTICE_MS, unless paused (a finger, the mouse or the focus is on the strip). */
function useTicker(count: number, paused: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), NOTICE_MS);
    return () => clearInterval(timer);
  }, [count, paused]);
  return count > 0 ? index % count : 0;
}

/**
 * One line per notice, the next every few seconds; a tap opens the notice. Plain elements (antd-mobile's NoticeBar
 * look), so the home page's first screen needs no antd-mobile. While the notices load, the strip's line is kept
 * (an empty bar): on a slow network their answer can come after the feed has rendered, and a line inserted then
 * pushed the feed down (a layout shift of 0.03, e2e/first-paint.spec.ts). Gone on error or when empty.
 */
export function NoticeStrip() {
  const q = useInterruptibleAnswer(useNoticeStrip());
  const [paused, setPaused] = useState(false);
  const notices = q.data ?? [];
  const index = useTicker(notices.length, paused);
  if (q.isPending) {
    return (
      <div className={css.bar} data-testid="notice-strip-pending" {...loadingState}>
        <SpeakerIcon className={css.icon} />
      </div>
    );
  }
  if (notices.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing on hover/touch is a courtesy; the links inside are the controls
    <div
      className={css.bar}
      data-testid="notice-strip"
      onTouchStart={() => setPaused(true)}
      onTouchEnd={() => setPaused(false)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <SpeakerIcon className={css.icon} />
      <div className={css.window}>
        <ul className={css.list} style={{ transform: `translateY(${-20 * index}px)` }}>
          {notices.map((n, i) => (
            <li key={n.id} className={css.item} aria-hidden={i === index ? undefined : true}>
              <Link to={`/announcement/${n.id}`} className={css.link} tabIndex={i === index ? undefined : -1}>
                {n.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
