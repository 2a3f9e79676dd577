import { reduceMotion, restoreMotion } from 'antd-mobile';

/**
 * antd-mobile animates popups, dialogs and toasts with react-spring regardless of the system setting.
 * A shopper who asked the phone for reduced motion gets them without animation, and a change of the
 * setting applies at once. (Test browsers set it too, so axe never measures a half-faded dialog.)
 */
export function followMotionPreference(): void {
  const query = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)');
  if (!query) return;
  const apply = () => (query.matches ? reduceMotion() : restoreMotion());
  apply();
  query.addEventListener?.('change', apply);
}
