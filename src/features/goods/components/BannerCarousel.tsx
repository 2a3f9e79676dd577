import type { SysBannerVO } from '@contracts/content';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBanners } from '@/api/content';
import { PrepaintSlot } from '@/components/prepaint/PrepaintSlot';
import { resolveBannerTarget } from '../lib/banner-target';
import css from './banner.module.css';
import { FirstImage } from './FirstImage';
import styles from './goods.module.css';

/** antd-mobile's Swiper's pace, which this carousel replaced. */
export const AUTOPLAY_MS = 3000;

/** The first slide is the home page's largest paint: fetched first, never lazily; the rest wait until shown. */
function Slide({ banner, first }: { banner: SysBannerVO; first: boolean }) {
  const navigate = useNavigate();
  const target = resolveBannerTarget(banner.target);
  const open = () => {
    if (target.kind === 'route') navigate(target.to);
    else if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
  };
  const img = first ? (
    <FirstImage className={styles.bannerImg} src={banner.cover} alt={banner.title} width={750} height={300} />
  ) : (
    <img
      className={styles.bannerImg}
      src={banner.cover}
      alt={banner.title}
      width={750}
      height={300}
      fetchPriority="low"
      loading="lazy"
    />
  );
  // A target that is neither in-app nor allow-listed is shown but does nothing.
  if (target.kind === 'none') return img;
  return (
    <button type="button" onClick={open} className={css.open}>
      {img}
    </button>
  );
}

/**
 * Moves the track to the next slide every AUTOPLAY_MS, back to the first after the last, unless `paused` (a finger
 * or the focus is on it) or the phone asked for reduced motion (then it moves only when the shopper swipes).
 */
function useAutoplay(track: React.RefObject<HTMLElement | null>, count: number, paused: boolean): void {
  useEffect(() => {
    if (count < 2 || paused || globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || el.clientWidth === 0) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [track, count, paused]);
}

/**
 * The home page's banners: a CSS scroll-snap track of plain elements (swipe, autoplay, position dots), so the
 * first screen paints without antd-mobile's Swiper and its gesture and animation libraries (issue 30).
 */
export function BannerCarousel() {
  const q = useBanners();
  const track = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = q.data?.length ?? 0;
  useAutoplay(track, count, held || focused);
  if (q.isPending) {
    return (
      <div className={styles.bannerWrap} aria-busy="true">
        <PrepaintSlot box="banner" className={css.pendingSlot} />
      </div>
    );
  }
  // Banners are decoration: on error or none, the home page simply goes on without them.
  if (q.isError || q.data.length === 0) return null;
  return (
    <div className={`${styles.bannerWrap} ${css.wrap}`}>
      <section
        ref={track}
        className={css.track}
        aria-roledescription="carousel"
        aria-label="banners"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
        }}
        onTouchStart={() => setHeld(true)}
        onTouchEnd={() => setHeld(false)}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        {q.data.map((b, i) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA's carousel pattern: each slide is a group named by its position
          <div
            key={b.id}
            className={css.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
          >
            <Slide banner={b} first={i === 0} />
          </div>
        ))}
      </section>
      {count > 1 && (
        <div className={css.dots} aria-hidden="true" data-testid="banner-dots">
          {q.data.map((b, i) => (
            <span key={b.id} className={i === index ? `${css.dot} ${css.dotActive}` : css.dot} />
          ))}
        </div>
      )}
    </div>
  );
}
