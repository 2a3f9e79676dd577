import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeError, call, close, hasBridge, setOtherDeviceNotice } from './bridge';
import { FAKE_UA, FakeHost } from './bridge-fake';

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
});
