import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_UA, FakeHost } from '@/platform/testing/fake-host';
import { nativeScan, nativeScanAvailable, scanTextOf } from './native-scan';

const ANDROID_UA = FAKE_UA.android;
const w = globalThis as unknown as Record<string, unknown>;
// The way the environment defines it (Node: a getter), to put back exactly after each test.
const nav = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

function installAndroid(host: FakeHost) {
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: ANDROID_UA }, configurable: true });
  w.WebViewJavascriptBridge = host.android;
}

afterEach(() => {
  delete w.WebViewJavascriptBridge;
  if (nav) Object.defineProperty(globalThis, 'navigator', nav);
});

describe('native scan', () => {
  it('reads the text out of string and object answers', () => {
    expect(scanTextOf('hello')).toBe('hello');
    expect(scanTextOf({ result: 'r' })).toBe('r');
    expect(scanTextOf({ text: '', data: 'd' })).toBe('d');
    expect(scanTextOf({ cancelled: true })).toBeNull();
    expect(scanTextOf('  ')).toBeNull();
    expect(scanTextOf(null)).toBeNull();
  });

  it('calls the host scan method when a bridge exists', async () => {
    const host = new FakeHost('android').answer('scan', { result: 'https://mall.example/goods/1' });
    installAndroid(host);
    expect(nativeScanAvailable()).toBe(true);
    await expect(nativeScan()).resolves.toBe('https://mall.example/goods/1');
    expect(host.calls.map((c) => c.method)).toContain('scan');
  });

  it('rejects when the host reports an error', async () => {
    installAndroid(new FakeHost('android').answer('scan', { error: 'camera busy' }));
    await expect(nativeScan()).rejects.toThrow('camera busy');
  });

  it('is unavailable without a host', () => {
    expect(nativeScanAvailable()).toBe(false);
  });
});
