import { describe, expect, it, vi } from 'vitest';
import { createNav, safeAppPath } from './nav';
import { FAKE_UA, FakeHost } from './testing/fake-host';

const isAppPath = (p: string) => p === '/' || p.startsWith('/goods/') || p === '/orders';

describe('navigation helper', () => {
  it('accepts only paths of this app', () => {
    expect(safeAppPath('/goods/7?x=1', isAppPath)).toBe('/goods/7?x=1');
    for (const bad of ['https://evil.example/', '//evil.example/goods/1', 'javascript:alert(1)', '/\\evil', '/admin']) {
      expect(safeAppPath(bad, isAppPath)).toBeNull();
    }
  });

  it('push navigates only inside the app', () => {
    const navigate = vi.fn();
    const nav = createNav({ navigate, isAppPath, canGoBack: () => true, env: { ua: FAKE_UA.desktop } });
    expect(nav.push('//evil.example')).toBe(false);
    expect(nav.push('/orders')).toBe(true);
    expect(navigate.mock.calls).toEqual([['/orders']]);
  });

  it('back goes back in history, or closes the webview when there is none', async () => {
    const host = new FakeHost('android');
    const navigate = vi.fn();
    let history = true;
    const nav = createNav({
      navigate,
      isAppPath,
      canGoBack: () => history,
      env: { ua: FAKE_UA.android, android: host.android },
    });
    nav.back();
    expect(navigate).toHaveBeenCalledWith(-1);
    history = false;
    nav.back();
    await vi.waitFor(() => expect(host.closed).toBe(true));
  });

  it('back outside the webview without history goes home', () => {
    const navigate = vi.fn();
    createNav({ navigate, isAppPath, canGoBack: () => false, env: { ua: FAKE_UA.desktop } }).back();
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
