import { describe, expect, it } from 'vitest';
import { currentDevice, detectDevice, FORCE_MOBILE_KEY, forceMobileFromUrl, isWebview, osOf } from './device';
import { IN_APP_UA } from './testing/fake-host';

const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  androidWebview:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iosWebview:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

function memoryStore() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('device', () => {
  it('tells Android, iOS and other systems apart', () => {
    expect(osOf(UA.androidChrome)).toBe('android');
    expect(osOf(UA.iosSafari)).toBe('ios');
    expect(osOf(UA.desktop)).toBe('other');
  });

  it('recognises native webviews but not the phone browsers', () => {
    expect(isWebview(UA.androidWebview)).toBe(true);
    expect(isWebview(UA.iosWebview)).toBe(true);
    expect(isWebview(UA.androidChrome)).toBe(false);
    expect(isWebview(UA.iosSafari)).toBe(false);
    expect(isWebview(UA.desktop)).toBe(false);
  });

  it('sends only desktop browsers to the placeholder, unless forced to mobile', () => {
    expect(detectDevice(UA.desktop).desktop).toBe(true);
    expect(detectDevice(UA.desktop, true).desktop).toBe(false);
    expect(detectDevice(UA.androidChrome).desktop).toBe(false);
    expect(detectDevice(UA.iosWebview)).toEqual({
      os: 'ios',
      mobile: true,
      webview: true,
      inApp: null,
      desktop: false,
    });
  });

  it('does not take WeChat or QQ for our native webview, though their user agents look like one', () => {
    expect(detectDevice(IN_APP_UA.wechatAndroid)).toEqual({
      os: 'android',
      mobile: true,
      webview: false,
      inApp: 'wechat',
      desktop: false,
    });
    expect(detectDevice(IN_APP_UA.wechatIos)).toMatchObject({ os: 'ios', webview: false, inApp: 'wechat' });
    expect(detectDevice(IN_APP_UA.qqIos)).toMatchObject({ webview: false, inApp: 'qq' });
  });

  it('keeps ?mobile=1 for the tab and clears it with ?mobile=0', () => {
    const store = memoryStore();
    expect(forceMobileFromUrl('', store)).toBe(false);
    expect(forceMobileFromUrl('?mobile=1', store)).toBe(true);
    expect(store.getItem(FORCE_MOBILE_KEY)).toBe('1');
    expect(forceMobileFromUrl('?other=2', store)).toBe(true);
    expect(forceMobileFromUrl('?mobile=0', store)).toBe(false);
  });

  it("reads the tab's storage only where the switch can matter: a desktop browser, or a URL that sets it", () => {
    const store = memoryStore();
    let opened = 0;
    const open = () => {
      opened += 1;
      return store;
    };
    // A phone's first render does not wait for the browser process to open sessionStorage.
    expect(currentDevice(UA.androidChrome, '', open)).toMatchObject({ mobile: true, desktop: false });
    expect(currentDevice(UA.iosWebview, '?x=1', open)).toMatchObject({ webview: true, desktop: false });
    expect(opened).toBe(0);
    // Control: a desktop browser reads it, and the switch set on a phone is kept for the tab.
    expect(currentDevice(UA.desktop, '', open)).toMatchObject({ desktop: true });
    expect(currentDevice(UA.androidChrome, '?mobile=1', open)).toMatchObject({ desktop: false });
    expect(opened).toBe(2);
    expect(currentDevice(UA.desktop, '', open)).toMatchObject({ desktop: false });
  });
});
