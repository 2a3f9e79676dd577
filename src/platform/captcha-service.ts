import { type CaptchaOutcome, runCaptcha, scriptCtor } from './captcha';
import type { TencentCaptchaCtor } from './globals';

/**
 * The app's captcha: the fake widget in mock mode (no network), else the Tencent script from
 * VITE_CAPTCHA_SCRIPT with the app id VITE_CAPTCHA_APP_ID. A production build without an app id has
 * no captcha (the real login endpoint does not check a ticket): 'skipped' lets the flow continue.
 */
export const CAPTCHA_SCRIPT_URL = import.meta.env.VITE_CAPTCHA_SCRIPT || 'https://ssl.captcha.qq.com/TCaptcha.js';
export const CAPTCHA_APP_ID = import.meta.env.VITE_CAPTCHA_APP_ID || (__MOCK__ ? 'mock-captcha' : '');

const fromScript = scriptCtor(CAPTCHA_SCRIPT_URL);

async function ctor(): Promise<TencentCaptchaCtor> {
  if (__MOCK__) return (await import('./captcha-fake')).FakeTencentCaptcha;
  return fromScript();
}

export type CaptchaVerdict = CaptchaOutcome | { status: 'skipped' };

export function showCaptcha(langCode: number): Promise<CaptchaVerdict> {
  if (!CAPTCHA_APP_ID) return Promise.resolve({ status: 'skipped' });
  return runCaptcha({ appId: CAPTCHA_APP_ID, langCode, getCtor: ctor });
}
