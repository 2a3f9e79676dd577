import type { SysBannerVO } from '@contracts/content';
import { useNavigate } from 'react-router';
import { useBanners } from '@/api/content';
import { Carousel } from '@/components/carousel/Carousel';
import { PrepaintSlot } from '@/components/prepaint/PrepaintSlot';
import { useInterruptibleAnswer } from '@/lib/interruptible-answer';
import { loadingState } from '@/lib/page-state';
import { resolveBannerTarget } from '../lib/banner-target';
import css from './banner.module.css';
import { FirstImage } from './FirstImage';
import styles from './goods.module.css';

/** antd-mobile's Swiper's pace, which this carousel replaced. */
export const AUTOPLAY_MS = 3000;

/**
 * The first slide is the home page's largest paint: fetched first, never lazily; the carousel renders the rest once
 * that picture is on screen, so they do not share the phone's link with it.
 */
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
 * The home page's banners in the shared carousel (swipe, autoplay, position dots, a seamless loop), so the first
 * screen paints without antd-mobile's Swiper and its gesture and animation libraries (issue 30).
 */
export function BannerCarousel() {
  const q = useInterruptibleAnswer(useBanners());
  if (q.isPending) {
    return (
      <div className={styles.bannerWrap} {...loadingState}>
        <PrepaintSlot box="banner" className={css.pendingSlot} />
      </div>
    );
  }
  // Banners are decoration: on error or none, the home page simply goes on without them.
  if (q.isError || q.data.length === 0) return null;
  return (
    <div className={styles.bannerWrap}>
      <Carousel
        items={q.data}
        keyOf={(b) => b.id}
        // The loop's copy of the first banner is not the largest paint: index.html's picture is taken over once.
        renderSlide={(b, i, clone) => <Slide banner={b} first={i === 0 && !clone} />}
        label="banners"
        autoplayMs={AUTOPLAY_MS}
        loop
        trackClassName={css.track}
        dotsTestId="banner-dots"
      />
    </div>
  );
}
