import type { CaptchaResult, TencentCaptchaCtor } from './globals';

/**
 * Adapter over a Tencent-style captcha: `new TencentCaptcha(appId, callback, options).show()`, the
 * script loaded on demand from a configurable URL (docs/backend/spec-rules.md#captcha-errors,
 * docs/backend/spec-rules.md#captcha-constants). Failures are reported through the same callback shape the SDK uses,
 * with an error-code-prefixed ticket and a timestamp in seconds (`terror_<code>_<appId>_<seconds>`), so a backend can recognise disaster-recovery tickets.
 */
export const CAPTCHA_SHOW_TIMEOUT_MS = 10_000;
export const CAPTCHA_SCRIPT_TIMEOUT_MS = 15_000;
export const CAPTCHA_SCRIPT_RETRIES = 2;

/** Widget error codes of the spec (docs/backend/spec-rules.md#captcha-errors). */
export const CaptchaErrorCode = {
  entryScriptLoadError: 1001,
  showTimeout: 1002,
  frameScriptLoadTimeout: 1003,
  frameScriptLoadError: 1004,
  frameScriptRunError: 1005,
  configRequestError: 1006,
  templateLoadTimeout: 1007,
  iframeLoadTimeout: 1008,
  jqueryLoadError: 1009,
  captchaScriptLoadError: 1010,
  captchaScriptRunError: 1011,
  refreshError: 1012,
  verifyError: 1013,
} as const;
export const CAPTCHA_ERROR_CODES: readonly number[] = Object.values(CaptchaErrorCode);

/** Named errors returned to the caller's callback (docs/backend/spec-rules.md#captcha-errors). */
export type CaptchaNamedError = 'CAPTCHA_SHOW_TIMEOUT' | 'FRAMEJS_LOAD_TIMEOUT' | 'FRAMEJS_LOAD_ERROR';

export type CaptchaOutcome =
  | { status: 'success'; ticket: string; randstr: string }
  | { status: 'cancelled' }
  | { status: 'error'; errorCode: number; errorMessage: string; ticket: string; randstr: string };

export function errorTicket(code: number, appId: string, nowMs: number): string {
  return `terror_${code}_${appId}_${Math.floor(nowMs / 1000)}`;
}

export function errorResult(code: number, message: string, appId: string, nowMs: number): CaptchaResult {
  return {
    ret: 0,
    ticket: errorTicket(code, appId, nowMs),
    randstr: `@${Math.random().toString(36).slice(2, 8)}`,
    CaptchaAppId: appId,
    errorCode: code,
    errorMessage: message,
  };
}

/** SDK callback → outcome: ret 0 without an error code is a pass; ret 2 is the user closing it. */
export function toOutcome(result: CaptchaResult): CaptchaOutcome {
  if (result.errorCode) {
    return {
      status: 'error',
      errorCode: result.errorCode,
      errorMessage: result.errorMessage ?? '',
      ticket: result.ticket,
      randstr: result.randstr,
    };
  }
  if (result.ret === 0) return { status: 'success', ticket: result.ticket, randstr: result.randstr };
  return { status: 'cancelled' };
}

export class ScriptLoadError extends Error {
  constructor(readonly kind: 'timeout' | 'error') {
    super(`captcha script ${kind}`);
  }
}

export type ScriptLoader = (url: string, timeoutMs: number) => Promise<void>;

/** Appends a <script>; rejects on error or after `timeoutMs`. */
export const domScriptLoader: ScriptLoader = (url, timeoutMs) =>
  new Promise((resolve, reject) => {
    const el = document.createElement('script');
    const timer = setTimeout(() => {
      el.remove();
      reject(new ScriptLoadError('timeout'));
    }, timeoutMs);
    el.src = url;
    el.async = true;
    el.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    el.onerror = () => {
      clearTimeout(timer);
      el.remove();
      reject(new ScriptLoadError('error'));
    };
    document.head.appendChild(el);
  });

/** Loads the script with up to `retries` more attempts; the last failure decides the error kind. */
export async function loadWithRetries(
  url: string,
  load: ScriptLoader,
  timeoutMs = CAPTCHA_SCRIPT_TIMEOUT_MS,
  retries = CAPTCHA_SCRIPT_RETRIES,
): Promise<void> {
  let last: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      await load(url, timeoutMs);
      return;
    } catch (error) {
      last = error;
    }
  }
  throw last;
}

export interface CaptchaRun {
  appId: string;
  /** Widget language code: 2052, 1028 or 1033. */
  langCode: number;
  /** Resolves the constructor: the fake in mock mode, else the script's global. */
  getCtor: () => Promise<TencentCaptchaCtor>;
  now?: () => number;
  showTimeoutMs?: number;
}

const USER_LANGUAGE: Record<number, string> = { 2052: 'zh-cn', 1028: 'zh-hk', 1033: 'en' };

/**
 * Shows the captcha once. Resolves (never rejects) with the outcome; failures to load or to show
 * become error outcomes with the codes of docs/backend/spec-rules.md#captcha-errors.
 */
export async function runCaptcha(run: CaptchaRun): Promise<CaptchaOutcome> {
  const now = run.now ?? Date.now;
  const fail = (code: number, message: string) => toOutcome(errorResult(code, message, run.appId, now()));
  let Ctor: TencentCaptchaCtor;
  try {
    Ctor = await run.getCtor();
  } catch (error) {
    if (error instanceof ScriptLoadError && error.kind === 'timeout') {
      return fail(CaptchaErrorCode.frameScriptLoadTimeout, 'FRAMEJS_LOAD_TIMEOUT');
    }
    if (error instanceof ScriptLoadError) return fail(CaptchaErrorCode.frameScriptLoadError, 'FRAMEJS_LOAD_ERROR');
    return fail(CaptchaErrorCode.entryScriptLoadError, 'jsload_error');
  }
  return new Promise<CaptchaOutcome>((resolve) => {
    let settled = false;
    let shown = false;
    const finish = (outcome: CaptchaOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      if (!shown) finish(fail(CaptchaErrorCode.showTimeout, 'CAPTCHA_SHOW_TIMEOUT'));
    }, run.showTimeoutMs ?? CAPTCHA_SHOW_TIMEOUT_MS);
    try {
      const widget = new Ctor(run.appId, (result) => finish(toOutcome(result)), {
        userLanguage: USER_LANGUAGE[run.langCode] ?? 'zh-cn',
        lang: run.langCode,
        ready: () => {
          shown = true;
        },
      });
      widget.show();
    } catch {
      finish(fail(CaptchaErrorCode.frameScriptRunError, 'FRAMEJS_RUN_ERROR'));
    }
  });
}

/** The constructor from a script URL (production): loads it once, then reads `window.TencentCaptcha`. */
export function scriptCtor(url: string, load: ScriptLoader = domScriptLoader): () => Promise<TencentCaptchaCtor> {
  let pending: Promise<TencentCaptchaCtor> | null = null;
  return () => {
    const existing = (globalThis as unknown as Window).TencentCaptcha;
    if (existing) return Promise.resolve(existing);
    pending ??= loadWithRetries(url, load)
      .then(() => {
        const ctor = (globalThis as unknown as Window).TencentCaptcha;
        if (!ctor) throw new Error('TencentCaptcha missing after load');
        return ctor;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
