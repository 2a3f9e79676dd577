import type { Device } from '@/platform/device';

/** provisional: store and package links are not in the spec; configurable through Vite env. */
export const DOWNLOAD_LINKS = {
  android: import.meta.env.VITE_ANDROID_APK_URL || '/downloads/mall.apk',
  ios: import.meta.env.VITE_IOS_STORE_URL || 'https://apps.apple.com/cn/app/id0000000000',
} as const;

export type DownloadChoice = { kind: 'inApp' } | { kind: 'android' | 'ios'; url: string } | { kind: 'both' };

/** Inside the webview there is nothing to download; a phone gets its own link; anything else both. */
export function downloadChoice(d: Pick<Device, 'os' | 'webview'>): DownloadChoice {
  if (d.webview) return { kind: 'inApp' };
  if (d.os === 'android') return { kind: 'android', url: DOWNLOAD_LINKS.android };
  if (d.os === 'ios') return { kind: 'ios', url: DOWNLOAD_LINKS.ios };
  return { kind: 'both' };
}
