import type { SysBannerVO } from '@contracts/content';
import { Skeleton, Swiper } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useBanners } from '../api/get-banners';
import { resolveBannerTarget } from '../lib/banner-target';
import { FirstImage } from './FirstImage';
import styles from './goods.module.css';

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
    <button type="button" onClick={open} style={{ all: 'unset', display: 'block', width: '100%', cursor: 'pointer' }}>
      {img}
    </button>
  );
}

export function BannerCarousel() {
  const q = useBanners();
  if (q.isPending) {
    return (
      <div className={styles.bannerWrap}>
        <Skeleton animated style={{ '--height': '150px', '--border-radius': '8px' }} />
      </div>
    );
  }
  // Banners are decoration: on error or none, the home page simply goes on without them.
  if (q.isError || q.data.length === 0) return null;
  return (
    <div className={styles.bannerWrap}>
      <Swiper autoplay loop aria-label="banners">
        {q.data.map((b, i) => (
          <Swiper.Item key={b.id}>
            <Slide banner={b} first={i === 0} />
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
