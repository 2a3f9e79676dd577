// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { holdPrepaint, prepaintedFor, takeOver } from './early-fetch-paint';

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

  it("is held by a pending screen's slot for its box, and still offered to the component that shows it", () => {
    const img = shellWithPicture('/b.jpg');
    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = '<div data-prepaint-slot="cover"></div><div data-prepaint-slot="banner"></div>';
    const [coverSlot, bannerSlot] = [...root.children] as HTMLElement[];
    // Painted for the banner: a cover slot leaves it in the shell.
    holdPrepaint('cover', coverSlot as HTMLElement);
    expect(img.parentElement?.className).toBe('boot');
    holdPrepaint('banner', bannerSlot as HTMLElement);
    expect(bannerSlot?.firstChild).toBe(img);
    expect(img.className).toBe('');
    expect(prepaintedFor('/b.jpg')).toBe(img);
    // Taken over by the final component: no longer offered, and a later slot does not pull it back.
    const host = document.createElement('span');
    root.append(host);
    takeOver(img, host, { className: 'banner', alt: 'b', width: 750, height: 300 });
    expect(prepaintedFor('/b.jpg')).toBeNull();
    window.__mallPrepaint = img;
    holdPrepaint('banner', bannerSlot as HTMLElement);
    expect(host.firstChild).toBe(img);
    expect(prepaintedFor('/b.jpg')).toBeNull();
  });
});
