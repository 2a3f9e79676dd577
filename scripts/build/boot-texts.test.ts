import { describe, expect, it } from 'vitest';
import { fillBootTexts, readShellTexts } from './boot-texts';

describe("the static shell's texts", () => {
  it('fills each data-text element with one span per language, escaped', () => {
    const shell = { zh: { a: { b: '重试 <now>' } }, en: { a: { b: 'Try & again' } } };
    expect(fillBootTexts('<p class="x" data-text="a.b"></p>', shell)).toBe(
      '<p class="x"><span lang="zh-CN">重试 &lt;now&gt;</span><span lang="en">Try &amp; again</span></p>',
    );
  });

  it('fails the build on a key the locale files lack', () => {
    expect(() => fillBootTexts('<p data-text="nope"></p>', readShellTexts())).toThrow(/no text "nope"/);
  });

  it('reads the message and its retry from the shell namespace', () => {
    const html = fillBootTexts('<button data-text="bootFailed.retry"></button>', readShellTexts());
    expect(html).toBe('<button><span lang="zh-CN">重试</span><span lang="en">Try again</span></button>');
  });
});
