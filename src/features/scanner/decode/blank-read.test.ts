import { describe, expect, it, vi } from 'vitest';
import { createReadCounter } from '../accept/read-counter';
import { blankGrey, pasteGrey, qrGrey, toFrame } from '../testing/qr-fixtures';
import { loadNodeZxing } from '../testing/zxing-node';
import { decodeFrame } from './jsqr/decode-frame';
import { jsqrDetector } from './jsqr/jsqr-detector';
import { type BarcodeDetectorCtor, nativeDetector } from './native/native-detector';

/** A symbol on a grey background, as a camera shows it. */
const scene = (code: ReturnType<typeof qrGrey>) => toFrame(pasteGrey(blankGrey(240, 240, 190), code, 40, 40));
/** Byte-mode bytes that are not UTF-8: jsQR cannot decode them and answers "" (issue 31). */
const notUtf8 = qrGrey([{ data: new Uint8ClampedArray([0xff, 0xfe, 0x80, 0x81]), mode: 'byte' }]);
const spaces = qrGrey('   ');

describe('a blank text is never a read, in every engine', () => {
  it('positive control: jsQR itself answers "" and "   " for these symbols', async () => {
    const jsQR = (await import('jsqr')).default;
    const raw = (f: ReturnType<typeof scene>) => jsQR(f.data, f.width, f.height, { inversionAttempts: 'dontInvert' });
    expect(raw(scene(notUtf8))?.data).toBe('');
    expect(raw(scene(spaces))?.data).toBe('   ');
  });

  it('jsQR: a symbol whose bytes it cannot decode, or only spaces, is no code', async () => {
    expect(decodeFrame(scene(notUtf8), 'attemptBoth')).toBeNull();
    expect(decodeFrame(scene(spaces), 'attemptBoth')).toBeNull();
    expect(await jsqrDetector.detect(scene(spaces))).toBeNull();
    expect((await jsqrDetector.detect(scene(qrGrey('ok'))))?.text).toBe('ok');
  });

  it('ZXing: a whitespace-only text is no code', async () => {
    const zxing = await loadNodeZxing();
    expect(await zxing.detect(scene(spaces))).toBeNull();
    expect((await zxing.detect(scene(qrGrey(' x '))))?.text).toBe(' x ');
  });

  it('native: a blank rawValue is skipped and the inverted image tried, as for no code', async () => {
    const detect = vi.fn(async () => [{ rawValue: ' \n', cornerPoints: [] }]);
    const Ctor = vi.fn(function (this: unknown) {
      return { detect };
    }) as unknown as BarcodeDetectorCtor;
    expect(await nativeDetector(Ctor).detect(toFrame(blankGrey(8, 8, 255)))).toBeNull();
    expect(detect).toHaveBeenCalledTimes(2);
  });

  it('the read counter never accepts a blank text, and a blank read does not reset the count', () => {
    const c = createReadCounter(4);
    for (let i = 0; i < 6; i++) expect(c.push('')).toBeNull();
    expect(c.push('  ')).toBeNull();
    expect(c.current).toEqual({ text: null, count: 0 });
    c.push('a');
    c.push('a');
    c.push(' ');
    c.push('a');
    expect(c.push('a')).toBe('a');
  });
});
