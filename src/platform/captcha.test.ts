import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAPTCHA_ERROR_CODES,
  CAPTCHA_SCRIPT_TIMEOUT_MS,
  CAPTCHA_SHOW_TIMEOUT_MS,
  type CaptchaOutcome,
  errorTicket,
  loadWithRetries,
  runCaptcha,
  ScriptLoadError,
  type ScriptLoader,
  scriptCtor,
} from './captcha';
import type { CaptchaOptions, CaptchaResult, TencentCaptchaCtor } from './globals';

const NOW = 1_750_000_123_456;

/** A widget double: `behaviour` decides what show() does with the callback and options. */
function widget(behaviour: (cb: (r: CaptchaResult) => void, opts: CaptchaOptions) => void) {
  const seen: { appId?: string; opts?: CaptchaOptions } = {};
  const Ctor = class {
    constructor(
      appId: string,
      private cb: (r: CaptchaResult) => void,
      private opts: CaptchaOptions = {},
    ) {
      seen.appId = appId;
      seen.opts = opts;
    }
    show() {
      behaviour(this.cb, this.opts);
    }
  } as unknown as TencentCaptchaCtor;
  return { Ctor, seen };
}

const ready = (opts: CaptchaOptions) => (opts.ready as () => void)();

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('runCaptcha', () => {
  it('passes with the ticket, sending the language code', async () => {
    const { Ctor, seen } = widget((cb, opts) => {
      ready(opts);
      setTimeout(() => cb({ ret: 0, ticket: 't1', randstr: 'r1' }), 30_000); // a slow human is fine once shown
    });
    const p = runCaptcha({ appId: 'app', langCode: 1033, getCtor: async () => Ctor, now: () => NOW });
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(p).resolves.toEqual({ status: 'success', ticket: 't1', randstr: 'r1' });
    expect(seen.opts).toMatchObject({ lang: 1033, userLanguage: 'en' });
  });

  it('reports CAPTCHA_SHOW_TIMEOUT (1002) when the widget is not shown within 10000 ms', async () => {
    const { Ctor } = widget(() => {});
    const p = runCaptcha({ appId: 'app', langCode: 2052, getCtor: async () => Ctor, now: () => NOW });
    let outcome: CaptchaOutcome | undefined;
    void p.then((o) => {
      outcome = o;
    });
    await vi.advanceTimersByTimeAsync(CAPTCHA_SHOW_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({
      status: 'error',
      errorCode: 1002,
      errorMessage: 'CAPTCHA_SHOW_TIMEOUT',
      ticket: `terror_1002_app_${Math.floor(NOW / 1000)}`,
      randstr: expect.stringMatching(/^@/),
    });
  });

  it('passes every SDK error code 1001–1013 through to the caller', async () => {
    for (const code of CAPTCHA_ERROR_CODES) {
      const { Ctor } = widget((cb) =>
        cb({ ret: 0, ticket: errorTicket(code, 'app', NOW), randstr: '@x', errorCode: code }),
      );
      const outcome = await runCaptcha({ appId: 'app', langCode: 2052, getCtor: async () => Ctor });
      expect(outcome).toMatchObject({ status: 'error', errorCode: code, ticket: `terror_${code}_app_1750000123` });
    }
    expect(CAPTCHA_ERROR_CODES).toHaveLength(13);
  });

  it('treats ret 2 as the user closing the widget', async () => {
    const { Ctor } = widget((cb) => cb({ ret: 2, ticket: '', randstr: '' }));
    await expect(runCaptcha({ appId: 'a', langCode: 2052, getCtor: async () => Ctor })).resolves.toEqual({
      status: 'cancelled',
    });
  });

  it('maps script failures to FRAMEJS_LOAD_TIMEOUT / FRAMEJS_LOAD_ERROR', async () => {
    const timeout = await runCaptcha({
      appId: 'a',
      langCode: 2052,
      getCtor: () => Promise.reject(new ScriptLoadError('timeout')),
      now: () => NOW,
    });
    expect(timeout).toMatchObject({ errorCode: 1003, errorMessage: 'FRAMEJS_LOAD_TIMEOUT' });
    const error = await runCaptcha({
      appId: 'a',
      langCode: 2052,
      getCtor: () => Promise.reject(new ScriptLoadError('error')),
    });
    expect(error).toMatchObject({ errorCode: 1004, errorMessage: 'FRAMEJS_LOAD_ERROR' });
  });
});

describe('script loading', () => {
  it('waits 15000 ms per attempt and retries twice before giving up', async () => {
    const attempts: number[] = [];
    const load: ScriptLoader = (_url, timeoutMs) =>
      new Promise((_resolve, reject) => {
        attempts.push(Date.now());
        setTimeout(() => reject(new ScriptLoadError('timeout')), timeoutMs);
      });
    const p = loadWithRetries('https://captcha.example/TCaptcha.js', load);
    const settled = expect(p).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(CAPTCHA_SCRIPT_TIMEOUT_MS * 3);
    await settled;
    expect(attempts).toHaveLength(3);
    expect((attempts[2] ?? 0) - (attempts[0] ?? 0)).toBe(CAPTCHA_SCRIPT_TIMEOUT_MS * 2);
  });

  it('succeeds on a retry and then reads the global constructor', async () => {
    let n = 0;
    const { Ctor } = widget(() => {});
    const load: ScriptLoader = async () => {
      n += 1;
      if (n === 1) throw new ScriptLoadError('error');
      (globalThis as { TencentCaptcha?: TencentCaptchaCtor }).TencentCaptcha = Ctor;
    };
    try {
      await expect(scriptCtor('x.js', load)()).resolves.toBe(Ctor);
      expect(n).toBe(2);
    } finally {
      delete (globalThis as { TencentCaptcha?: TencentCaptchaCtor }).TencentCaptcha;
    }
  });
});
