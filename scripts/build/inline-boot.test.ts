// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillBootTexts, readLocaleTexts } from './boot-texts';
import { compileInlineBoot, pageConfigOf } from './inline-boot';

/**
 * The script the build compiles into index.html (src/app/boot/early-data-html.ts) runs as the browser runs it: a classic
 * inline script in the page's shell, before any file has loaded. src/app/boot/early-data-html.test.ts tests its logic.
 */
let production = '';
let withBase = '';
let mock = '';

beforeAll(async () => {
  [production, withBase, mock] = await Promise.all([
    compileInlineBoot(pageConfigOf({ mode: 'production', apiBase: '' })),
    compileInlineBoot(pageConfigOf({ mode: 'production', apiBase: 'https://api.example' })),
    compileInlineBoot(pageConfigOf({ mode: 'mock-ui', apiBase: '' })),
  ]);
}, 60_000);

const page = fillBootTexts(readFileSync('index.html', 'utf8'), readLocaleTexts());

const body = /<body>([\s\S]*)<\/body>/.exec(page)?.[1] ?? '';

/** Opens `url` with index.html's body and runs the compiled script in it, as the browser runs a classic script. */
function run(code: string, url: string, storage: Record<string, string> = {}) {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', (u: string, init: RequestInit) => {
    sent.push({ url: u, headers: init.headers as Record<string, string> });
    return new Promise(() => {});
  });
  localStorage.clear();
  for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v);
  history.replaceState(null, '', new URL(url).pathname);
  document.documentElement.removeAttribute('data-boot');
  document.documentElement.lang = 'zh-CN';
  document.body.innerHTML = body;
  new Function(code)();
  return { window, sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
  // What the script leaves on the page for the app (files share the page: the app in a later file would wait for
  // this picture and take these early reads).
  delete window.__mallEarly;
  delete window.__mallPrepaint;
  delete window.__mallFirstPicture;
  delete window.__mallPictureAsk;
});

describe('the compiled inline script', () => {
  it('is one small script, without a module syntax a classic script cannot run', () => {
    expect(production.length).toBeGreaterThan(500);
    // Small: it is in every page's HTML (4.4 KiB with the guarded routes' patterns for the login shell, 4.1 without).
    expect(production.length).toBeLessThan(5120);
    expect(production).not.toMatch(/\bimport\s*[({]|\bexport\s/);
  });

  it("sends the home page's reads with the stored token and language, and marks the shell's picture box", () => {
    const { window, sent } = run(production, 'https://shop.example/', { mall_token: 't'.repeat(32), mall_lang: 'en' });
    expect(sent.map((s) => s.url)).toEqual(['/api/v/sys/banner/list', '/api/v/sys/notice/page', '/api/v/goods/page']);
    expect(sent[0]?.headers).toMatchObject({ authorization: 't'.repeat(32), lang: 'en', 'Accept-Language': 'en' });
    expect(window.document.documentElement.getAttribute('data-boot')).toBe('home');
    expect(window.document.documentElement.lang).toBe('en');
    expect(window.__mallEarly).toHaveLength(3);
  });

  it("sends them to the build's API base", () => {
    const { sent } = run(withBase, 'https://shop.example/goods/12');
    expect(sent.map((s) => s.url)).toEqual(['https://api.example/api/v/goods/detail?goodsId=12']);
  });

  it('sends nothing in a mock build', () => {
    const { sent } = run(mock, 'https://shop.example/');
    expect(sent).toEqual([]);
  });

  it("gives the shell the login screen's shape and words where the app shows that screen, in a mock build too", () => {
    for (const code of [production, mock]) {
      const { window, sent } = run(code, 'https://shop.example/orders', { mall_lang: 'en' });
      expect(window.document.documentElement.getAttribute('data-boot')).toBe('login');
      expect(sent).toEqual([]);
      const words = [...window.document.querySelectorAll('.boot-login [lang="en"]')].map((e) => e.textContent);
      expect(words).toEqual([
        'Log in',
        'Discover Fine Goods',
        'Log in by signing with your wallet; signing costs no gas',
        'By logging in you accept the terms of service and the privacy policy',
      ]);
    }
  });

  it('control: a signed-in visit to /orders and the home page keep the skeleton', () => {
    expect(
      run(production, 'https://shop.example/orders', {
        mall_token: 't'.repeat(32),
      }).window.document.documentElement.getAttribute('data-boot'),
    ).toBeNull();
    expect(run(production, 'https://shop.example/').window.document.documentElement.getAttribute('data-boot')).toBe(
      'home',
    );
  });

  it('shows the shell’s message with a retry when the entry fails to download, in the page’s language', () => {
    const { window } = run(production, 'https://shop.example/orders');
    const box = window.document.getElementById('boot-failed') as HTMLElement;
    expect(box.hidden).toBe(true);
    expect(box.getAttribute('role')).toBeNull();
    const entry = window.document.createElement('script');
    entry.type = 'module';
    window.document.head.append(entry);
    entry.dispatchEvent(new window.Event('error'));
    expect(box.hidden).toBe(false);
    expect(box.getAttribute('role')).toBe('alert');
    expect(box.querySelector('[lang="zh-CN"]')?.textContent).toBe('页面没能加载完成，请检查网络后重试。');
    expect(box.querySelector('button [lang="en"]')?.textContent).toBe('Try again');
  });

  it('control: a classic script’s error (the captcha’s) shows nothing', () => {
    const { window } = run(production, 'https://shop.example/orders');
    const other = window.document.createElement('script');
    window.document.head.append(other);
    other.dispatchEvent(new window.Event('error'));
    expect((window.document.getElementById('boot-failed') as HTMLElement).hidden).toBe(true);
  });
});
