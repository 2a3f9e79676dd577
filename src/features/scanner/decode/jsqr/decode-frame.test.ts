import { describe, expect, it } from 'vitest';
import { InvalidFrameError } from '../../frame/pixels';
import {
  blankGrey,
  contrastGrey,
  invertGrey,
  noisyGrey,
  pasteGrey,
  qrGrey,
  rotateGrey,
  rotateGrey90,
  seededRandom,
  toFrame,
} from '../../testing/qr-fixtures';
import { decodeFrame } from './decode-frame';

const TEXT = 'https://mall.example/goods/1024';

/** The code placed on a mid-grey background, as a camera would show it. */
function scene(code = qrGrey(TEXT), bg = 180, size = 320) {
  const g = blankGrey(size, size, bg);
  return pasteGrey(g, code, Math.floor((size - code.width) / 2), Math.floor((size - code.height) / 2));
}

describe('decodeFrame', () => {
  it('reads a normal dark-on-light code and reports its corners', () => {
    const r = decodeFrame(toFrame(scene()), 'attemptBoth');
    expect(r?.text).toBe(TEXT);
    const [tl, tr, br, bl] = r!.corners;
    expect(tl.x).toBeLessThan(tr.x);
    expect(tl.y).toBeLessThan(bl.y);
    expect(br.x).toBeGreaterThan(bl.x);
  });

  it('reads an inverted (light-on-dark) code only when inversion is attempted', () => {
    const frame = toFrame(scene(invertGrey(qrGrey(TEXT)), 60));
    expect(decodeFrame(frame, 'dontInvert')).toBeNull();
    expect(decodeFrame(frame, 'attemptBoth')?.text).toBe(TEXT);
    expect(decodeFrame(frame, 'invertFirst')?.text).toBe(TEXT);
    // jsQR 1.4 crashes on onlyInvert by itself; the wrapper inverts the pixels instead.
    expect(decodeFrame(frame, 'onlyInvert')?.text).toBe(TEXT);
  });

  it('does not keep the previous call’s inversion setting (jsQR 1.4 mutates its defaults)', () => {
    const inverted = toFrame(scene(invertGrey(qrGrey(TEXT)), 60));
    expect(decodeFrame(inverted, 'dontInvert')).toBeNull();
    expect(decodeFrame(inverted)?.text).toBe(TEXT);
    expect(decodeFrame(inverted, 'dontInvert')).toBeNull();
  });

  it('reads a code rotated by a quarter turn and by an arbitrary angle', () => {
    const code = qrGrey(TEXT);
    expect(decodeFrame(toFrame(scene(rotateGrey90(code))))?.text).toBe(TEXT);
    expect(decodeFrame(toFrame(scene(rotateGrey90(rotateGrey90(rotateGrey90(code))))))?.text).toBe(TEXT);
    expect(decodeFrame(toFrame(scene(rotateGrey(code, 33), 180, 400))))?.toMatchObject({ text: TEXT });
    expect(decodeFrame(toFrame(scene(rotateGrey(code, -127), 180, 400))))?.toMatchObject({ text: TEXT });
  });

  it('reads a small code (2 px per module)', () => {
    const small = qrGrey('HELLO', { moduleSize: 2 });
    expect(small.width).toBeLessThan(80);
    expect(decodeFrame(toFrame(scene(small, 200, 120)))?.text).toBe('HELLO');
  });

  it('reads a noisy, low-contrast code', () => {
    const code = contrastGrey(qrGrey(TEXT, { moduleSize: 5 }), 70, 170);
    const frame = noisyGrey(scene(code, 140, 360), 25, seededRandom(7));
    expect(decodeFrame(toFrame(frame))?.text).toBe(TEXT);
  });

  it('returns null when there is no code', () => {
    expect(decodeFrame(toFrame(blankGrey(200, 200)))).toBeNull();
    expect(decodeFrame(toFrame(noisyGrey(blankGrey(200, 200, 128), 120, seededRandom(1))))).toBeNull();
  });

  it('rejects malformed pixel data and invalid formats', () => {
    const good = toFrame(scene());
    expect(() => decodeFrame({ ...good, width: good.width + 1 })).toThrow(InvalidFrameError);
    expect(() => decodeFrame({ ...good, data: good.data.subarray(4) })).toThrow(/does not match/);
    expect(() =>
      decodeFrame({
        ...good,
        width: 0,
        height: 0,
        data: new Uint8ClampedArray(0),
      }),
    ).toThrow(InvalidFrameError);
    expect(() => decodeFrame({ ...good, width: 1.5 })).toThrow(InvalidFrameError);
    expect(() => decodeFrame({ ...good, data: Array.from(good.data) as never })).toThrow(/Uint8ClampedArray/);
    expect(() => decodeFrame({ ...good, format: 'luma' as never })).toThrow(/unsupported pixel format/);
    expect(() => decodeFrame(null as never)).toThrow(InvalidFrameError);
  });
});
