import { describe, expect, it, vi } from 'vitest';
import { InvalidFrameError } from '../frame/pixels';
import { blankGrey, invertGrey, pasteGrey, qrGrey, toFrame } from '../testing/qr-fixtures';
import type { Detector, PixelFrame } from '../types';
import { jsqrDetector } from './jsqr/jsqr-detector';
import { type BarcodeDetectorCtor, nativeDetector } from './native/native-detector';
import { pickDetector } from './pick-detector';

/** A fake native detector that "sees" a code only in dark-on-light images (like some platform detectors). */
function fakeCtor(formats = ['qr_code', 'ean_13']) {
  const detect = vi.fn(async (img: PixelFrame) =>
    img.data[0]! > 128
      ? [
          {
            rawValue: 'native!',
            cornerPoints: [
              { x: 1, y: 1 },
              { x: 9, y: 1 },
              { x: 9, y: 9 },
              { x: 1, y: 9 },
            ],
          },
        ]
      : [],
  );
  const Ctor = vi.fn(function (this: unknown) {
    return { detect };
  }) as unknown as BarcodeDetectorCtor;
  Object.assign(Ctor, { getSupportedFormats: async () => formats });
  return { Ctor, detect };
}

const zxingStub: Detector = { engine: 'zxing', detect: async () => null };
const loadJsqr = async () => jsqrDetector;

describe('choosing the decoder', () => {
  it('uses the native detector when it reads QR codes, without loading the others', async () => {
    const { Ctor } = fakeCtor();
    const loadZxing = vi.fn(async () => zxingStub);
    const d = await pickDetector({ BarcodeDetector: Ctor, loadZxing, loadJsqr });
    expect(d.engine).toBe('native');
    expect(Ctor).toHaveBeenCalledWith({ formats: ['qr_code'] });
    expect(loadZxing).not.toHaveBeenCalled();
  });

  it('uses ZXing when there is no BarcodeDetector, or it cannot read QR codes, or it throws', async () => {
    const loadZxing = async () => zxingStub;
    const log = vi.fn();
    expect((await pickDetector({ loadZxing, loadJsqr })).engine).toBe('zxing');
    expect((await pickDetector({ BarcodeDetector: fakeCtor(['ean_13']).Ctor, loadZxing, loadJsqr })).engine).toBe(
      'zxing',
    );
    const broken = Object.assign(
      vi.fn(() => {
        throw new Error('no detector service');
      }),
      { getSupportedFormats: async () => ['qr_code'] },
    ) as unknown as BarcodeDetectorCtor;
    expect((await pickDetector({ BarcodeDetector: broken, loadZxing, loadJsqr, log })).engine).toBe('zxing');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('falls back to jsQR, with a log line, when the ZXing WebAssembly fails to load', async () => {
    const log = vi.fn();
    const wasm404 = new Error('failed to fetch zxing_reader.wasm');
    const d = await pickDetector({ loadZxing: () => Promise.reject(wasm404), loadJsqr, log });
    expect(d.engine).toBe('jsqr');
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/ZXing/), wasm404);
  });

  it('rejects only when the last decoder cannot load either', async () => {
    const chunk404 = new Error('Failed to fetch dynamically imported module');
    await expect(
      pickDetector({
        loadZxing: () => Promise.reject(new Error('x')),
        loadJsqr: () => Promise.reject(chunk404),
        log() {},
      }),
    ).rejects.toBe(chunk404);
  });
});

describe('detectors', () => {
  it('native: tries the inverted image when the normal one has no code', async () => {
    const { Ctor, detect } = fakeCtor();
    const d = nativeDetector(Ctor);
    const light = toFrame(blankGrey(10, 10, 255));
    expect((await d.detect(light))?.text).toBe('native!');
    expect(detect).toHaveBeenCalledTimes(1);
    const dark = toFrame(blankGrey(10, 10, 0));
    const r = await d.detect(dark);
    expect(r?.text).toBe('native!');
    expect(r?.corners[2]).toEqual({ x: 9, y: 9 });
    expect(detect).toHaveBeenCalledTimes(3);
  });

  it('native: rejects malformed frames too', async () => {
    const d = nativeDetector(fakeCtor().Ctor);
    await expect(d.detect({ data: new Uint8ClampedArray(3), width: 1, height: 1 })).rejects.toBeInstanceOf(
      InvalidFrameError,
    );
  });

  it('jsQR detector reads normal and inverted codes', async () => {
    const code = qrGrey('jsqr path');
    const bg = (v: number) => blankGrey(code.width + 40, code.height + 40, v);
    expect((await jsqrDetector.detect(toFrame(pasteGrey(bg(200), code, 20, 20))))?.text).toBe('jsqr path');
    expect((await jsqrDetector.detect(toFrame(pasteGrey(bg(40), invertGrey(code), 20, 20))))?.text).toBe('jsqr path');
  });
});
