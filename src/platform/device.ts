/**
 * Device detection from the user agent (docs/backend/spec-rules.md#native-bridge). Only a phone or the native webview
 * gets the app; a desktop browser gets the placeholder unless the force-mobile switch is on (`?mobile=1`, kept for
 * the browser tab in sessionStorage; `?mobile=0` turns it off).
 */
import { webStorage } from '@/lib/storage';
import { type InAppBrowser, inAppBrowserOf } from './in-app-browser';

export type Os = 'android' | 'ios' | 'other';

export interface Device {
  os: Os;
  /** A phone or tablet browser (or the webview). */
  mobile: boolean;
  /** Inside our native app's webview (judged from the user agent; calls still check the bridge). */
  webview: boolean;
  /** Inside another app's built-in browser (WeChat, QQ, ...): wallets are rarely there. */
  inApp: InAppBrowser | null;
  /** Shown the desktop placeholder. */
  desktop: boolean;
}

export const FORCE_MOBILE_KEY = 'mall_force_mobile';

export function osOf(ua: string): Os {
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  return 'other';
}

export function isWebview(ua: string): boolean {
  // WeChat and the like look like a webview to the tests below, but they are not our host app.
  if (inAppBrowserOf(ua)) return false;
  const os = osOf(ua);
  // Android system webviews carry "; wv)"; iOS webviews lack Safari's "Safari/" token.
  if (os === 'android') return /; wv\)/.test(ua);
  if (os === 'ios') return /AppleWebKit/i.test(ua) && !/Safari\//i.test(ua);
  return false;
}

export function detectDevice(ua: string, forceMobile = false): Device {
  const os = osOf(ua);
  const webview = isWebview(ua);
  const mobile = os !== 'other' || /mobile|harmonyos|windows phone/i.test(ua);
  return { os, mobile, webview, inApp: inAppBrowserOf(ua), desktop: !mobile && !webview && !forceMobile };
}

/** Reads `?mobile=1|0` once and keeps it for the tab, so demos survive navigation and reloads. */
export function forceMobileFromUrl(
  search: string,
  store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
): boolean {
  const flag = new URLSearchParams(search).get('mobile');
  try {
    if (flag === '1') store?.setItem(FORCE_MOBILE_KEY, '1');
    if (flag === '0') store?.removeItem(FORCE_MOBILE_KEY);
    return store?.getItem(FORCE_MOBILE_KEY) === '1';
  } catch {
    return flag === '1';
  }
}

const sessionStore = () => webStorage('session');

/**
 * The current browser's device. The force-mobile switch is read only where it can matter (a desktop browser) or is
 * being set: a page's first use of sessionStorage waits for the browser process, which a phone's first render
 * paid for nothing (about 14 ms, 55 ms at Lighthouse's 4× CPU slowdown: issue 39).
 */
export function currentDevice(
  ua = globalThis.navigator?.userAgent ?? '',
  search = globalThis.location?.search ?? '',
  store: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = sessionStore,
): Device {
  const device = detectDevice(ua);
  if (!device.desktop && !new URLSearchParams(search).has('mobile')) return device;
  return detectDevice(ua, forceMobileFromUrl(search, store()));
}
