import { pageAt } from '@stories/support/page-frame';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import DownloadPage from './DownloadPage';

/**
 * The page picks its offer from the user agent (src/platform/device.ts), read when it renders, so a
 * story injects the device by shadowing navigator.userAgent for its own run.
 */
function asDevice(userAgent: string) {
  return () => {
    Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
    return () => {
      delete (navigator as { userAgent?: string }).userAgent;
    };
  };
}

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  androidWebview:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosWebview:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

const meta = preview.meta({
  title: 'pages/DownloadPage',
  component: DownloadPage,
  render: pageAt('/downloadPage', DownloadPage),
  parameters: { route: '/downloadPage' },
});

/** An Android phone browser: the APK only. */
export const Android = meta.story({
  beforeEach: asDevice(UA.android),
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { name: '下载 App', level: 1 })).toBeVisible();
    expect(canvas.getByRole('heading', { name: '发现尚品 App' })).toBeVisible();
    expect(canvas.getByRole('button', { name: '下载 Android 安装包' })).toBeVisible();
    expect(canvas.queryByRole('button', { name: '前往 App Store' })).toBeNull();
  },
});

/** An iPhone's Safari: the App Store only. */
export const IOS = meta.story({
  beforeEach: asDevice(UA.ios),
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: '前往 App Store' })).toBeVisible();
    expect(canvas.queryByRole('button', { name: '下载 Android 安装包' })).toBeNull();
  },
});

/** Inside the native app's Android webview: nothing to download. */
export const InsideTheAppAndroid = meta.story({
  beforeEach: asDevice(UA.androidWebview),
  async play({ canvas }) {
    await expect(canvas.getByText('您已在 App 中')).toBeVisible();
    expect(canvas.getByText('无需重复下载')).toBeVisible();
    expect(canvas.queryAllByRole('button', { name: /下载|App Store/ })).toHaveLength(0);
  },
});

/** Inside the iOS webview (no "Safari/" token). */
export const InsideTheAppIOS = meta.story({
  beforeEach: asDevice(UA.iosWebview),
  async play({ canvas }) {
    await expect(canvas.getByText('您已在 App 中')).toBeVisible();
  },
});

/** Any other browser (e.g. desktop with ?mobile=1): both links, Android first. */
export const OtherDevice = meta.story({
  beforeEach: asDevice(UA.desktop),
  async play({ canvas }) {
    const buttons = canvas.getAllByRole('button', { name: /下载 Android 安装包|前往 App Store/ });
    await expect(buttons.map((b) => b.textContent)).toEqual(['下载 Android 安装包', '前往 App Store']);
  },
});
