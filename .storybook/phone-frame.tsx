import type { Decorator, Preview } from '@storybook/react-vite';
import { createPortal } from 'react-dom';

/**
 * Phone sizes for the viewport toolbar (CSS pixels). The default is a notched phone of today's most
 * common width; `desktop` is there for the desktop placeholder.
 */
export const PHONES = {
  iphone15: { name: 'iPhone 15 (393 × 852)', styles: { width: '393px', height: '852px' }, type: 'mobile' },
  pixel7: { name: 'Pixel 7 (412 × 915)', styles: { width: '412px', height: '915px' }, type: 'mobile' },
  iphoneSE: { name: 'iPhone SE (375 × 667)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  small: { name: 'Small Android (360 × 640)', styles: { width: '360px', height: '640px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export const DEFAULT_PHONE = 'iphone15';

/** Insets of a notched phone in portrait (status bar with the notch, home indicator). */
const INSET_TOP = 47;
const INSET_BOTTOM = 34;

const band = {
  position: 'fixed',
  left: 0,
  right: 0,
  zIndex: 2147483000,
  pointerEvents: 'none',
  background: 'repeating-linear-gradient(135deg, rgb(255 0 80 / 8%) 0 6px, rgb(255 0 80 / 16%) 6px 12px)',
} as const;

/**
 * The `insets` toolbar: hatched bands where a notched phone's status bar and home indicator sit. A desktop
 * browser reports env(safe-area-inset-*) as 0, so the bands show what the app's own padding must clear on
 * a device; they take no taps and are hidden from assistive technology.
 */
export const withSafeAreaInsets: Decorator = (Story, { globals, viewMode }) => {
  if (globals.insets !== 'show' || viewMode === 'docs') return <Story />;
  // In body, outside the story's canvas: stories that inspect their own DOM do not see the bands.
  return (
    <>
      <Story />
      {createPortal(
        <>
          <div aria-hidden="true" data-testid="safe-area-top" style={{ ...band, top: 0, height: INSET_TOP }} />
          <div aria-hidden="true" data-testid="safe-area-bottom" style={{ ...band, bottom: 0, height: INSET_BOTTOM }} />
        </>,
        document.body,
      )}
    </>
  );
};

export const insetsToolbar: NonNullable<Preview['globalTypes']>[string] = {
  description: 'Show the safe-area insets of a notched phone',
  toolbar: {
    title: 'Safe areas',
    icon: 'mobile',
    items: [
      { value: 'show', title: 'Show safe-area insets' },
      { value: 'hide', title: 'Hide safe-area insets' },
    ],
    dynamicTitle: true,
  },
};
