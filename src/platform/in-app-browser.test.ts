import { describe, expect, it } from 'vitest';
import { inAppBrowserOf } from './in-app-browser';
import { FAKE_UA, IN_APP_UA } from './testing/fake-host';

describe('in-app browsers', () => {
  it('recognises WeChat, QQ, Alipay and Weibo on both systems', () => {
    expect(inAppBrowserOf(IN_APP_UA.wechatAndroid)).toBe('wechat');
    expect(inAppBrowserOf(IN_APP_UA.wechatIos)).toBe('wechat');
    expect(inAppBrowserOf(IN_APP_UA.qqIos)).toBe('qq');
    expect(inAppBrowserOf(IN_APP_UA.alipayAndroid)).toBe('alipay');
    expect(inAppBrowserOf(IN_APP_UA.weiboIos)).toBe('weibo');
  });

  it('takes neither our webview nor a real browser for one', () => {
    expect(inAppBrowserOf(FAKE_UA.android)).toBeNull();
    expect(inAppBrowserOf(FAKE_UA.ios)).toBeNull();
    expect(inAppBrowserOf(FAKE_UA.desktop)).toBeNull();
    expect(inAppBrowserOf(IN_APP_UA.qqBrowser)).toBeNull();
  });
});
