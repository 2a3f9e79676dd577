import { describe, expect, it, vi } from 'vitest';
import { type BarcodeDetectorCtor, jsqrDetector, nativeDetector, pickDetector } from './detect';
import { InvalidFrameError, type PixelFrame } from './pixels';
import { blankGrey, invertGrey, pasteGrey, qrGrey, toFrame } from './testing/qr-fixtures';

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

describe('detectors', () => {
  it('uses jsQR when there is no BarcodeDetector or it cannot read QR codes', async () => {
    expect((await pickDetector({})).engine).toBe('jsqr');
    expect((await pickDetector({ BarcodeDetector: fakeCtor(['ean_13']).Ctor })).engine).toBe('jsqr');
  });

  it('uses the native detector when it reads QR codes', async () => {
    const { Ctor } = fakeCtor();
    const d = await pickDetector({ BarcodeDetector: Ctor });
    expect(d.engine).toBe('native');
    expect(Ctor).toHaveBeenCalledWith({ formats: ['qr_code'] });
  });

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
