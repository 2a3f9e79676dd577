import type { ImgHTMLAttributes } from 'react';
import { useAfterFirstScreen } from '@/lib/after-first-screen';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & { src: string; alt: string };

/**
 * A picture the first screen does not need at once (an avatar, a prize's thumbnail): its box is laid out at once
 * (give width and height), its file is asked for only once the first screen's largest picture is on screen
 * (src/lib/after-first-screen.ts). `loading="lazy"` alone is not enough: Chromium fetches lazy pictures a screen
 * or more away, so they would share the phone's link with the largest one.
 */
export function LaterImage({ src, alt, ...rest }: Props) {
  const ready = useAfterFirstScreen();
  return <img {...rest} alt={alt} src={ready ? src : undefined} loading="lazy" />;
}
