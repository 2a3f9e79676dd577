import { describe, expect, it } from 'vitest';
import { fillBootTexts, readLocaleTexts } from './boot-texts';

describe("the static shell's texts", () => {
  it('fills each data-text element with one span per language, escaped', () => {
    const texts = { zh: { shell: { a: { b: '重试 <now>' } } }, en: { shell: { a: { b: 'Try & again' } } } };
    expect(fillBootTexts('<p class="x" data-text="a.b"></p>', texts)).toBe(
      '<p class="x"><span lang="zh-CN">重试 &lt;now&gt;</span><span lang="en">Try &amp; again</span></p>',
    );
  });

  it('fails the build on a key the locale files lack, in any language or namespace', () => {
    expect(() => fillBootTexts('<p data-text="nope"></p>', readLocaleTexts())).toThrow(
      /no text "nope" in the zh shell/,
    );
    expect(() => fillBootTexts('<p data-text="login:nope"></p>', readLocaleTexts())).toThrow(/in the zh login/);
    expect(() => fillBootTexts('<p data-text="nons:intro"></p>', readLocaleTexts())).toThrow(/in the zh nons/);
    const enLacks = { zh: { shell: { a: 'x' } }, en: { shell: {} } };
    expect(() => fillBootTexts('<p data-text="a"></p>', enLacks)).toThrow(/no text "a" in the en shell/);
  });

  it('reads the message and its retry from the shell namespace', () => {
    const html = fillBootTexts('<button data-text="bootFailed.retry"></button>', readLocaleTexts());
    expect(html).toBe('<button><span lang="zh-CN">重试</span><span lang="en">Try again</span></button>');
  });

  it("reads a key that names its namespace from that namespace's file, as i18next does", () => {
    const html = fillBootTexts('<p data-text="login:intro"></p><p data-text="common:appName"></p>', readLocaleTexts());
    expect(html).toBe(
      '<p><span lang="zh-CN">使用钱包签名登录，签名不会消耗 Gas 费用</span><span lang="en">Log in by signing with your wallet; signing costs no gas</span></p>' +
        '<p><span lang="zh-CN">发现尚品</span><span lang="en">Discover Fine Goods</span></p>',
    );
  });
});
