import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeError, call, close, hasBridge, setOtherDeviceNotice } from './bridge';
import { FAKE_UA, FakeHost, IN_APP_UA } from './testing/fake-host';

afterEach(() => setOtherDeviceNotice(() => {}));

describe('native bridge', () => {
  it('Android: passes the payload and returns the parsed result', async () => {
    const host = new FakeHost('android').answer('getAddress', { address: '0xabc' });
    const env = { ua: FAKE_UA.android, android: host.android };
    await expect(call('getAddress', { chainId: 56 }, env)).resolves.toEqual({ address: '0xabc' });
    expect(host.calls).toEqual([{ method: 'getAddress', payload: { chainId: 56 } }]);
  });

  it('rejects a result carrying an error field', async () => {
    const host = new FakeHost('android').answer('sign', { error: 'user cancelled' });
    const promise = call('sign', {}, { ua: FAKE_UA.android, android: host.android });
    await expect(promise).rejects.toBeInstanceOf(BridgeError);
    await expect(promise).rejects.toMatchObject({ reason: 'user cancelled', method: 'sign' });
  });

  it('iOS: sends the payload as text and accepts a synchronous answer', async () => {
    const host = new FakeHost('ios', { sync: true }).answer('echo', (p: unknown) => ({ got: p }));
    const env = { ua: FAKE_UA.ios, ios: host.ios };
    await expect(call('echo', { a: 1 }, env)).resolves.toEqual({ got: { a: 1 } });
    expect(host.calls).toEqual([{ method: 'echo', payload: { a: 1 } }]);
  });

  it('iOS: an asynchronous answer through the callback works too', async () => {
    const host = new FakeHost('ios').answer('ping', 'pong');
    await expect(call('ping', undefined, { ua: FAKE_UA.ios, ios: host.ios })).resolves.toBe('pong');
  });

  it('close closes the webview', async () => {
    const host = new FakeHost('android');
    await close({ ua: FAKE_UA.android, android: host.android });
    expect(host.closed).toBe(true);
  });

  it('other devices get the other-type notice and a rejection', async () => {
    const notice = vi.fn();
    setOtherDeviceNotice(notice);
    await expect(call('close', undefined, { ua: FAKE_UA.desktop })).rejects.toMatchObject({ reason: 'other-device' });
    expect(notice).toHaveBeenCalledWith('other');
  });

  it('a phone without a host rejects as unavailable', async () => {
    expect(hasBridge({ ua: FAKE_UA.android })).toBe(false);
    await expect(call('close', undefined, { ua: FAKE_UA.android })).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('a bridge object with a desktop user agent is not used', async () => {
    const host = new FakeHost('android');
    const env = { ua: FAKE_UA.desktop, android: host.android };
    expect(hasBridge(env)).toBe(false);
    await expect(call('close', undefined, env)).rejects.toMatchObject({ reason: 'other-device' });
    expect(host.calls).toEqual([]);
  });

  it('an iOS object on an Android user agent is not used either', () => {
    expect(hasBridge({ ua: FAKE_UA.android, ios: new FakeHost('ios').ios })).toBe(false);
    expect(hasBridge({ ua: FAKE_UA.ios, ios: new FakeHost('ios').ios })).toBe(true);
  });

  it('WeChat and other in-app browsers are never taken for the host, even with a same-named object', async () => {
    for (const ua of [IN_APP_UA.wechatAndroid, IN_APP_UA.alipayAndroid]) {
      const foreign = new FakeHost('android');
      const env = { ua, android: foreign.android };
      expect(hasBridge(env)).toBe(false);
      await expect(call('getAddress', undefined, env)).rejects.toMatchObject({ reason: 'unavailable' });
      expect(foreign.calls).toEqual([]);
    }
    const iosForeign = new FakeHost('ios');
    expect(hasBridge({ ua: IN_APP_UA.wechatIos, ios: iosForeign.ios })).toBe(false);
  });
});
