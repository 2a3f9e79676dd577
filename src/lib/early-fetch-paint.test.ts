// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { prepaintedFor, takeOver } from './early-fetch-paint';

function shellWithPicture(src: string): HTMLImageElement {
  document.body.innerHTML = '<div id="root"></div><div class="boot"></div>';
  const img = document.createElement('img');
  img.src = src;
  img.className = 'boot-lcp boot-lcp-banner';
  document.querySelector('.boot')?.append(img);
  window.__mallPrepaint = img;
  return img;
}

afterEach(() => {
  delete window.__mallPrepaint;
});

describe('the picture index.html painted', () => {
  it('is offered for its own picture only, and only while it is in the shell', () => {
    const img = shellWithPicture('/mock-img/banner/1.svg');
    expect(prepaintedFor('/mock-img/banner/2.svg')).toBeNull();
    expect(prepaintedFor('/mock-img/banner/1.svg')).toBe(img);
    document.getElementById('root')?.append(img);
    expect(prepaintedFor('/mock-img/banner/1.svg')).toBeNull();
    delete window.__mallPrepaint;
    expect(prepaintedFor('/mock-img/banner/1.svg')).toBeNull();
  });

  it('is moved, not copied, into the app with the app’s class, alt, size and style', () => {
    const img = shellWithPicture('/c.jpg');
    const host = document.createElement('span');
    document.getElementById('root')?.append(host);
    takeOver(img, host, { className: 'cover', alt: '茶', width: 750, height: 750, style: { objectFit: 'cover' } });
    takeOver(img, host, { className: 'cover', alt: '茶', width: 750, height: 750 });
    expect(host.children).toHaveLength(1);
    expect(host.firstChild).toBe(img);
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect([img.className, img.alt, img.width, img.height, img.style.objectFit]).toEqual([
      'cover',
      '茶',
      750,
      750,
      'cover',
    ]);
    expect(window.__mallPrepaint).toBeUndefined();
  });
});
