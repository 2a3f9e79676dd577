import { type Os, osOf } from './device';
import type { AndroidHost, IosHost } from './globals';
import { inAppBrowserOf } from './in-app-browser';

/**
 * The native app bridge (docs/backend/spec-rules.md#native-bridge). Host contract, per system:
 * - Android: `window.WebViewJavascriptBridge.callHandler(method, payload, respond)`; the payload is
 *   passed as is, the answer comes through `respond` (an object or a JSON string).
 * - iOS: `window.mallNative.call(method, payloadText, respond)`; the payload is sent as JSON text. A
 *   non-undefined return value is a synchronous answer; otherwise the answer comes through `respond`.
 * A result carrying an `error` field is a rejection. Any other device gets the 'other type' notice.
 * The bridge is used only when the host's object is present AND the user agent is Android or iOS
 * AND it is not another app's built-in browser (WeChat's Android UA carries "; wv)" like ours, and
 * several apps inject a JsBridge of the same name speaking another protocol).
 */
export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  constructor(
    message: string,
    readonly method: string,
    /** The host's `error` value, or 'unavailable' / 'other-device' / 'timeout'. */
    readonly reason: unknown,
  ) {
    super(message);
  }
}

export interface BridgeEnv {
  ua: string;
  android?: AndroidHost;
  ios?: IosHost;
}

let otherDeviceNotice: (os: Os) => void = () => {};
/** The app writes the 'other type' notice to the page (the shell installs a toast). */
export function setOtherDeviceNotice(fn: (os: Os) => void): void {
  otherDeviceNotice = fn;
}

function currentEnv(): BridgeEnv {
  const w = globalThis as unknown as Window;
  return { ua: globalThis.navigator?.userAgent ?? '', android: w.WebViewJavascriptBridge, ios: w.mallNative };
}

/** Host answers may be JSON text or objects; a non-JSON string is returned as text. */
export function parseResult(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function settle<T>(method: string, raw: unknown): T {
  const result = parseResult(raw);
  if (result && typeof result === 'object' && 'error' in result && (result as { error: unknown }).error != null) {
    const reason = (result as { error: unknown }).error;
    throw new BridgeError(typeof reason === 'string' ? reason : `bridge ${method} failed`, method, reason);
  }
  return result as T;
}

/** The host object to call on this device, or null when our native app is not around us. */
function hostOf(env: BridgeEnv): { os: 'android'; host: AndroidHost } | { os: 'ios'; host: IosHost } | null {
  if (inAppBrowserOf(env.ua)) return null;
  const os = osOf(env.ua);
  if (os === 'android' && env.android) return { os, host: env.android };
  if (os === 'ios' && env.ios) return { os, host: env.ios };
  return null;
}

/** True when our native host is present for this device. */
export function hasBridge(env: BridgeEnv = currentEnv()): boolean {
  return hostOf(env) !== null;
}

export function call<T = unknown>(method: string, payload?: unknown, env: BridgeEnv = currentEnv()): Promise<T> {
  if (osOf(env.ua) === 'other') {
    otherDeviceNotice('other');
    return Promise.reject(new BridgeError('other type device', method, 'other-device'));
  }
  const target = hostOf(env);
  if (!target) return Promise.reject(new BridgeError('no native host', method, 'unavailable'));
  return new Promise<T>((resolve, reject) => {
    const respond = (raw: unknown) => {
      try {
        resolve(settle<T>(method, raw));
      } catch (error) {
        reject(error);
      }
    };
    try {
      if (target.os === 'android') {
        target.host.callHandler(method, payload ?? null, respond);
        return;
      }
      const sync = target.host.call(method, payload === undefined ? '' : JSON.stringify(payload), respond);
      if (sync !== undefined) respond(sync);
    } catch (error) {
      reject(error);
    }
  });
}

/** Closes the native webview. */
export function close(env?: BridgeEnv): Promise<unknown> {
  return call('close', undefined, env);
}
