import { Carousel } from '@/components/carousel/Carousel';
import { FirstImage } from './FirstImage';

const COVER = { width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block' } as const;

/**
 * The goods page's pictures in the shared carousel, swiped by the shopper (no autoplay, no loop: antd-mobile's
 * Swiper, which this replaced, had neither here). The first picture is the page's largest paint (painted by
 * index.html if it could, then taken over); the others load when shown.
 */
export function GoodsCover({ images, name }: { images: readonly string[]; name: string }) {
  return (
    <Carousel
      items={images}
      keyOf={(src) => src}
      label={name}
      renderSlide={(src, i) =>
        i === 0 ? (
          <FirstImage src={src} alt={name} width={750} height={750} style={COVER} />
        ) : (
          <img src={src} alt={name} width={750} height={750} fetchPriority="low" loading="lazy" style={COVER} />
        )
      }
    />
  );
}
