import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useAfterFirstScreen } from '@/lib/after-first-screen';
import css from './carousel.module.css';

export interface CarouselProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  /**
   * One slide's content. `clone` is the copy of the first slide after the last one (`loop` only): it is never a
   * first screen's largest paint (no FirstImage), and it is hidden from assistive technology and the keyboard.
   */
  renderSlide: (item: T, index: number, clone: boolean) => ReactNode;
  /** The carousel's accessible name. */
  label: string;
  /** Moves to the next slide every this many ms (none: only the shopper's swipe moves it). */
  autoplayMs?: number;
  /** After the last slide comes the first again, moving forward (a copy of the first slide is the seam). */
  loop?: boolean;
  /** The scrolling track's own look (corners). */
  trackClassName?: string;
  dotsTestId?: string;
}

/** The slide the track shows (the loop's copy of the first slide counts as the first). */
function shownIndex(el: HTMLElement, count: number): number {
  return el.clientWidth > 0 ? Math.round(el.scrollLeft / el.clientWidth) % count : 0;
}

/**
 * On the copy of the first slide after the last: jump to the real first slide without animation, so the loop
 * has no seam (the two look the same). Returns whether it jumped.
 */
function wrapAtSeam(el: HTMLElement, count: number): boolean {
  if (el.clientWidth === 0 || el.scrollLeft < count * el.clientWidth - 1) return false;
  el.style.scrollBehavior = 'auto';
  el.scrollLeft = 0;
  el.style.scrollBehavior = '';
  return true;
}

/**
 * Moves the track to the next slide every `ms`: with `loop` onto the copy of the first slide (then wrapAtSeam),
 * else back to the first after the last. Not while `paused` (a finger, the pointer or the focus is on it), nor when
 * the phone asked for reduced motion (then it moves only when the shopper swipes).
 */
function useAutoplay(
  track: RefObject<HTMLElement | null>,
  count: number,
  ms: number | undefined,
  loop: boolean,
  paused: boolean,
): void {
  useEffect(() => {
    if (!ms || count < 2 || paused || globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || el.clientWidth === 0) return;
      const next = shownIndex(el, count) + 1;
      el.scrollTo({ left: (loop ? next : next % count) * el.clientWidth });
    }, ms);
    return () => clearInterval(timer);
  }, [track, count, ms, loop, paused]);
}

/**
 * A carousel of plain elements (WAI-ARIA's carousel pattern): a CSS scroll-snap track the finger swipes, position
 * dots, optional autoplay and loop. The home banner and the goods page's cover use it, so their first screens
 * paint without antd-mobile's Swiper and its gesture and animation libraries (issue 30).
 */
export function Carousel<T>({
  items,
  keyOf,
  renderSlide,
  label,
  autoplayMs,
  loop = false,
  trackClassName = '',
  dotsTestId,
}: CarouselProps<T>) {
  const track = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  // A finger on the track (not the pointer hovering it): the seam's jump waits for its release.
  const touching = useRef(false);
  const [focused, setFocused] = useState(false);
  const count = items.length;
  const seam = loop && count > 1;
  useAutoplay(track, count, autoplayMs, seam, held || focused);
  // The slides after the first (and the loop's copy) wait until the first screen's picture is on screen: their
  // pictures would share a phone's link with the first slide's (src/lib/after-first-screen.ts).
  const restShown = useAfterFirstScreen();
  const first = items[0];
  return (
    <div className={css.wrap}>
      <section
        ref={track}
        className={`${css.track} ${trackClassName}`}
        aria-roledescription="carousel"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          // Not under a finger: the jump would pull the slide from under it. Its release scrolls (snaps) again.
          if (seam && !touching.current) wrapAtSeam(el, count);
          setIndex(shownIndex(el, count));
        }}
        onTouchStart={() => {
          touching.current = true;
          setHeld(true);
        }}
        onTouchEnd={(e) => {
          touching.current = false;
          setHeld(false);
          if (seam) wrapAtSeam(e.currentTarget, count);
        }}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        {items.map((item, i) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA's carousel pattern: each slide is a group named by its position
          <div
            key={keyOf(item)}
            className={css.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
          >
            {i === 0 || restShown ? renderSlide(item, i, false) : null}
          </div>
        ))}
        {seam && restShown && first !== undefined && (
          // The seam: looks like the first slide, is not one (hidden, not focusable, not counted).
          <div className={css.slide} aria-hidden="true" inert data-carousel-clone="">
            {renderSlide(first, 0, true)}
          </div>
        )}
      </section>
      {count > 1 && (
        <div className={css.dots} aria-hidden="true" data-testid={dotsTestId}>
          {items.map((item, i) => (
            <span key={keyOf(item)} className={i === index ? `${css.dot} ${css.dotActive}` : css.dot} />
          ))}
        </div>
      )}
    </div>
  );
}
