import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { drawPhoto, photoFor } from './stand-in-photos';

describe('bench photos', () => {
  it('are JPEGs of a photo’s weight (30–100 KiB) at 750 px wide, for banners and covers', () => {
    for (const [kind, height] of [
      ['banner', 320],
      ['goods', 750],
    ] as const) {
      const bytes = photoFor(kind, 'key-1');
      const decoded = jpeg.decode(bytes);
      expect([decoded.width, decoded.height]).toEqual([750, height]);
      expect(bytes.length).toBeGreaterThan(30 * 1024);
      expect(bytes.length).toBeLessThan(100 * 1024);
    }
  });

  it('are the same bytes for the same seed, different for another', () => {
    const a = drawPhoto(120, 80, 7);
    expect(drawPhoto(120, 80, 7).equals(a)).toBe(true);
    expect(drawPhoto(120, 80, 8).equals(a)).toBe(false);
    expect(photoFor('banner', '1').equals(photoFor('banner', '1'))).toBe(true);
  });
});
