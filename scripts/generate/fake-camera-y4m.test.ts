import { describe, expect, it } from 'vitest';
import { decodeFrame } from '../../src/features/scanner/decode/jsqr/decode-frame';
import { toFrame } from '../../src/features/scanner/testing/qr-fixtures';
import { qrPicture, y4mBytes } from './fake-camera-y4m';

describe('fake-camera-y4m', () => {
  it('writes a C420 header, FRAME markers, the luma plane and neutral chroma', () => {
    const pic = qrPicture('https://mall.example/goods/1', { width: 120, height: 160, codeSide: 100 });
    const bytes = y4mBytes(pic, 2, 10);
    const header = 'YUV4MPEG2 W120 H160 F10:1 Ip A1:1 C420jpeg\n';
    expect(bytes.subarray(0, header.length).toString('latin1')).toBe(header);
    const frameLen = 6 + 120 * 160 * 1.5;
    expect(bytes.length).toBe(header.length + 2 * frameLen);
    expect(bytes.subarray(header.length, header.length + 6).toString('latin1')).toBe('FRAME\n');
    expect(bytes[header.length + frameLen - 1]).toBe(128);
  });

  it('shows a decodable code, or nothing for the blank video', () => {
    expect(decodeFrame(toFrame(qrPicture('https://mall.example/goods/7')), 'attemptBoth')?.text).toBe(
      'https://mall.example/goods/7',
    );
    expect(decodeFrame(toFrame(qrPicture(null)), 'attemptBoth')).toBeNull();
  });

  it('places the code off-centre when asked (for the whole-window fallback journey)', () => {
    const pic = qrPicture('https://mall.example/goods/7', { codeSide: 150, codeCentre: { x: 0.5, y: 0.86 } });
    const darkest = (y0: number, y1: number) =>
      pic.data.subarray(y0 * pic.width, y1 * pic.width).reduce((a, v) => Math.min(a, v), 255);
    // Nothing of it in the middle band (where the scan frame's crop is), all of it near the bottom.
    expect(darkest(0, 440)).toBe(215);
    expect(darkest(470, 630)).toBe(0);
    expect(decodeFrame(toFrame(pic), 'attemptBoth')?.text).toBe('https://mall.example/goods/7');
  });

  it('refuses odd sizes (4:2:0 chroma needs even ones)', () => {
    expect(() => y4mBytes({ width: 3, height: 2, data: new Uint8Array(6) })).toThrow(RangeError);
  });
});
