import { describe, expect, it } from 'vitest';
import { decodeFrame } from '../decode/jsqr/decode-frame';
import { blankGrey, pasteGrey, qrGrey, toFrame } from '../testing/qr-fixtures';
import { loadNodeZxing } from '../testing/zxing-node';
import { grabGeometry } from './crop';
import { assertFrame, cropScale, InvalidFrameError, invertFrame, shrinkFrame } from './pixels';

describe('pixel helpers', () => {
  it('box-averages when shrinking: a 2x2 checker becomes mid grey', () => {
    const g = blankGrey(4, 4, 0);
    for (let i = 0; i < 16; i++) g.data[i] = (i + Math.floor(i / 4)) % 2 ? 255 : 0;
    const out = cropScale(toFrame(g), { x: 0, y: 0, width: 4, height: 4 }, { width: 2, height: 2 });
    expect(out.width).toBe(2);
    expect(Array.from(out.data.filter((_, i) => i % 4 === 0))).toEqual([128, 128, 128, 128]);
    expect(out.data[3]).toBe(255);
  });

  it('averages fractional footprints: a pixel straddling two output pixels gives each its share', () => {
    // 3 -> 2 columns: each output pixel covers 1.5 source pixels; the bright middle one is split in half.
    const g = blankGrey(3, 1, 0);
    g.data[1] = 255;
    const out = cropScale(toFrame(g), { x: 0, y: 0, width: 3, height: 1 }, { width: 2, height: 1 });
    expect(Array.from(out.data.filter((_, i) => i % 4 === 0))).toEqual([85, 85]);
    // 5 -> 2 rows as well: the mean of the whole image is kept.
    const tall = blankGrey(1, 5, 0);
    tall.data[2] = 250;
    const col = cropScale(toFrame(tall), { x: 0, y: 0, width: 1, height: 5 }, { width: 1, height: 2 });
    expect(Array.from(col.data.filter((_, i) => i % 4 === 0))).toEqual([50, 50]);
  });

  it('reads a small code (2 px modules) from a 539 px scan region: the grab keeps 400 px, not 269', async () => {
    const g = grabGeometry({ width: 390, height: 844 }, { width: 720, height: 1280 })!;
    expect(g.src.width).toBe(539);
    const code = qrGrey('https://mall.example/goods/1234', { moduleSize: 2 });
    const at = (n: number, side: number) => n + Math.floor((side - code.width) / 2);
    const scene = pasteGrey(blankGrey(720, 1280, 190), code, at(g.src.x, g.src.width), at(g.src.y, g.src.height));
    // What the page draws (here 1:1, the shrink is below 2), then what the worker shrinks it to.
    expect(g.draw).toEqual({ width: 539, height: 539 });
    const grabbed = shrinkFrame(cropScale(toFrame(scene), g.src, g.draw), g.out);
    expect(grabbed.width).toBeGreaterThanOrEqual(350);
    expect(decodeFrame(grabbed, 'attemptBoth')?.text).toBe('https://mall.example/goods/1234');
    expect((await (await loadNodeZxing()).detect(grabbed))?.text).toBe('https://mall.example/goods/1234');
  });

  it('shrinkFrame: area-averages to the size asked, keeps a frame that is not larger, refuses a bad size', () => {
    const f = toFrame(blankGrey(10, 6, 100));
    expect(shrinkFrame(f, { width: 5, height: 3 })).toMatchObject({ width: 5, height: 3 });
    expect(shrinkFrame(f, { width: 10, height: 6 })).toBe(f);
    expect(shrinkFrame(f)).toBe(f);
    expect(() => shrinkFrame(f, { width: Number.NaN, height: 3 })).toThrow(InvalidFrameError);
    expect(() => shrinkFrame(f, { width: 0, height: 3 })).toThrow(InvalidFrameError);
  });

  it('gives the same result for an unaligned view of the pixels (byte path)', () => {
    const scene = pasteGrey(blankGrey(60, 60, 190), qrGrey('x', { moduleSize: 2 }), 5, 5);
    const frame = toFrame(scene);
    const shifted = new Uint8ClampedArray(frame.data.length + 1);
    shifted.set(frame.data, 1);
    const view = { ...frame, data: shifted.subarray(1) };
    const rect = { x: 3, y: 4, width: 50, height: 45 };
    const size = { width: 20, height: 18 };
    expect(Array.from(cropScale(view, rect, size).data)).toEqual(Array.from(cropScale(frame, rect, size).data));
  });

  it('crops the requested region only', () => {
    const g = blankGrey(10, 10, 255);
    g.data[5 * 10 + 5] = 0;
    const out = cropScale(toFrame(g), { x: 5, y: 5, width: 2, height: 2 }, { width: 2, height: 2 });
    expect(out.data[0]).toBe(0);
    expect(out.data[4]).toBe(255);
  });

  it('keeps a code readable after crop + downscale to 40%', () => {
    const scene = pasteGrey(blankGrey(900, 900, 190), qrGrey('crop me', { moduleSize: 12 }), 250, 250);
    const small = cropScale(toFrame(scene), { x: 150, y: 150, width: 700, height: 700 }, { width: 280, height: 280 });
    expect(decodeFrame(small, 'attemptBoth')?.text).toBe('crop me');
  });

  it('inverts colours and keeps alpha opaque', () => {
    const f = invertFrame({
      data: new Uint8ClampedArray([10, 20, 30, 0]),
      width: 1,
      height: 1,
    });
    expect(Array.from(f.data)).toEqual([245, 235, 225, 255]);
  });

  it('validates frames', () => {
    expect(() => assertFrame({ data: new Uint8ClampedArray(4), width: 1, height: 1 })).not.toThrow();
    expect(() => assertFrame({ data: new Uint8Array(4), width: 1, height: 1 })).toThrow(InvalidFrameError);
    expect(() => assertFrame({ data: new Uint8ClampedArray(4), width: 1, height: 2 })).toThrow(InvalidFrameError);
    expect(() =>
      assertFrame({
        data: new Uint8ClampedArray(4),
        width: 1,
        height: 1,
        format: 'yuv',
      }),
    ).toThrow(InvalidFrameError);
  });
});
