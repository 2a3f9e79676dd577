import { describe, expect, it } from 'vitest';
import { decodeFrame } from './decoder';
import { assertFrame, cropScale, InvalidFrameError, invertFrame } from './pixels';
import { blankGrey, pasteGrey, qrGrey, toFrame } from './testing/qr-fixtures';

describe('pixel helpers', () => {
  it('box-averages when shrinking: a 2x2 checker becomes mid grey', () => {
    const g = blankGrey(4, 4, 0);
    for (let i = 0; i < 16; i++) g.data[i] = (i + Math.floor(i / 4)) % 2 ? 255 : 0;
    const out = cropScale(toFrame(g), { x: 0, y: 0, width: 4, height: 4 }, { width: 2, height: 2 });
    expect(out.width).toBe(2);
    expect(Array.from(out.data.filter((_, i) => i % 4 === 0))).toEqual([128, 128, 128, 128]);
    expect(out.data[3]).toBe(255);
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
