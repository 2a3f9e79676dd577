// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadImage } from './preload-image';

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadImage', () => {
  it('adds one high-priority image preload per URL, keeping the string the <img> will carry', () => {
    expect(preloadImage('/mock-img/banner/1.svg?label=a')).toBe(true);
    expect(preloadImage('/mock-img/banner/1.svg?label=a')).toBe(false);
    expect(preloadImage('https://cdn.example.com/b.png')).toBe(true);
    expect(preloads()).toEqual(['/mock-img/banner/1.svg?label=a', 'https://cdn.example.com/b.png']);
    expect(document.head.querySelector('link')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('ignores what is not an http(s) URL or not a string', () => {
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '', 'http://[bad', 42, null, {}]) {
      expect(preloadImage(bad)).toBe(false);
    }
    expect(preloads()).toEqual([]);
  });
});
