import { i18n, loadLanguage } from '@/lib/i18n';
import { webStorage } from '@/lib/storage';
import { errorResult } from './captcha';
import type { CaptchaOptions, CaptchaResult, TencentCaptchaInstance } from './globals';

/**
 * A local stand-in for the Tencent widget (mock mode, stories, tests): a small in-page dialog with a
 * slider. `?captcha=fail-1001` … `fail-1013` makes the widget report that code, `?captcha=hang` never
 * becomes ready (the adapter's show timeout fires), `?captcha=cancel` closes at once. The mode is kept
 * for the tab in sessionStorage (`mall_captcha_mode`), so it survives the redirect to /login.
 */
export const CAPTCHA_MODE_KEY = 'mall_captcha_mode';

export type FakeMode = { kind: 'pass' } | { kind: 'fail'; code: number } | { kind: 'hang' } | { kind: 'cancel' };

export function parseMode(value: string | null | undefined): FakeMode {
  const fail = /^fail-(10(?:0[1-9]|1[0-3]))$/.exec(value ?? '');
  if (fail) return { kind: 'fail', code: Number(fail[1]) };
  if (value === 'hang' || value === 'cancel') return { kind: value };
  return { kind: 'pass' };
}

export function currentMode(): FakeMode {
  const fromUrl = new URLSearchParams(globalThis.location?.search ?? '').get('captcha');
  const store = webStorage('session');
  try {
    if (fromUrl) store?.setItem(CAPTCHA_MODE_KEY, fromUrl);
    return parseMode(fromUrl ?? store?.getItem(CAPTCHA_MODE_KEY));
  } catch {
    // A full or refusing store: the URL's mode still holds for this page.
    return parseMode(fromUrl);
  }
}

const LNG: Record<number, 'zh' | 'en'> = { 2052: 'zh', 1028: 'zh', 1033: 'en' };

export class FakeTencentCaptcha implements TencentCaptchaInstance {
  static mode: () => FakeMode = currentMode;
  private root: HTMLElement | null = null;

  constructor(
    private readonly appId: string,
    private readonly callback: (result: CaptchaResult) => void,
    private readonly options: CaptchaOptions = {},
  ) {}

  private t(key: string): string {
    return i18n.t(`captcha:${key}`, { lng: LNG[Number(this.options.lang)] ?? 'zh' });
  }

  private done(result: CaptchaResult): void {
    this.destroy();
    this.callback(result);
  }

  show(): void {
    const mode = FakeTencentCaptcha.mode();
    if (mode.kind === 'hang') return;
    const ready = this.options.ready as (() => void) | undefined;
    ready?.();
    if (mode.kind === 'fail') {
      setTimeout(() => this.done(errorResult(mode.code, `fake error ${mode.code}`, this.appId, Date.now())), 50);
      return;
    }
    if (mode.kind === 'cancel') {
      setTimeout(() => this.done({ ret: 2, ticket: '', randstr: '' }), 50);
      return;
    }
    // The widget's language may differ from the app's, whose English texts load on demand.
    void loadLanguage(LNG[Number(this.options.lang)] ?? 'zh').then(() => this.render());
  }

  private render(): void {
    const root = document.createElement('div');
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-modal', 'true');
    root.setAttribute('aria-labelledby', 'fake-captcha-title');
    root.dataset.testid = 'fake-captcha';
    root.style.cssText =
      'position:fixed;inset:0;z-index:2100;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.55)';
    const box = document.createElement('div');
    box.style.cssText = 'background:#fff;color:#1f1f1f;border-radius:12px;padding:20px;width:min(320px,86vw)';
    const title = document.createElement('h2');
    title.id = 'fake-captcha-title';
    title.textContent = this.t('title');
    title.style.cssText = 'font-size:17px;margin:0 0 12px';
    const label = document.createElement('label');
    label.textContent = this.t('slide');
    label.style.cssText = 'display:block;font-size:14px;margin-bottom:8px';
    const slider = document.createElement('input');
    slider.type = 'range';
    slider.min = '0';
    slider.max = '100';
    slider.value = '0';
    slider.style.cssText = 'width:100%';
    label.appendChild(slider);
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    status.style.cssText = 'min-height:20px;font-size:14px;color:#1a7f37;margin:8px 0';
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = this.t('close');
    close.style.cssText = 'border:0;background:#f0f0f0;color:#1f1f1f;border-radius:6px;padding:8px 12px;font-size:14px';
    close.onclick = () => this.done({ ret: 2, ticket: '', randstr: '' });
    const check = () => {
      if (Number(slider.value) < 95) return;
      slider.disabled = true;
      status.textContent = this.t('success');
      const randstr = `@${Math.random().toString(36).slice(2, 8)}`;
      setTimeout(() => this.done({ ret: 0, ticket: `fake_${Date.now()}`, randstr, CaptchaAppId: this.appId }), 300);
    };
    slider.addEventListener('input', check);
    slider.addEventListener('change', check);
    box.append(title, label, status, close);
    root.appendChild(box);
    document.body.appendChild(root);
    this.root = root;
    slider.focus();
  }

  destroy(): void {
    this.root?.remove();
    this.root = null;
  }
}
