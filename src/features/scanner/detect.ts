import type { Point } from './crop';
import { type DecodedCode, decodeFrame } from './decoder';
import { assertFrame, invertFrame, type PixelFrame } from './pixels';

/** The subset of the Shape Detection API used here (not in TypeScript's DOM lib yet). */
export interface BarcodeDetectorLike {
  detect(image: ImageBitmapSource | PixelFrame): Promise<Array<{ rawValue: string; cornerPoints: Point[] }>>;
}
export interface BarcodeDetectorCtor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

export interface Detector {
  engine: 'native' | 'jsqr';
  detect(frame: PixelFrame): Promise<DecodedCode | null>;
}

export const jsqrDetector: Detector = {
  engine: 'jsqr',
  async detect(frame) {
    return decodeFrame(frame, 'attemptBoth');
  },
};

const toImage = (f: PixelFrame): ImageBitmapSource | PixelFrame =>
  typeof ImageData === 'function' ? new ImageData(new Uint8ClampedArray(f.data), f.width, f.height) : f;

/** BarcodeDetector, trying the inverted image when the normal one has no code (it misses light-on-dark codes). */
export function nativeDetector(Ctor: BarcodeDetectorCtor): Detector {
  const detector = new Ctor({ formats: ['qr_code'] });
  const once = async (f: PixelFrame): Promise<DecodedCode | null> => {
    const [hit] = await detector.detect(toImage(f));
    if (!hit) return null;
    const c = hit.cornerPoints;
    const corners: DecodedCode['corners'] =
      c.length === 4
        ? [c[0]!, c[1]!, c[2]!, c[3]!]
        : [
            { x: 0, y: 0 },
            { x: f.width, y: 0 },
            { x: f.width, y: f.height },
            { x: 0, y: f.height },
          ];
    return { text: hit.rawValue, corners };
  };
  return {
    engine: 'native',
    async detect(frame) {
      assertFrame(frame);
      return (await once(frame)) ?? once(invertFrame(frame));
    },
  };
}

/** Native BarcodeDetector when the host has one that reads QR codes, jsQR otherwise. */
export async function pickDetector(
  scope: { BarcodeDetector?: BarcodeDetectorCtor } = globalThis as { BarcodeDetector?: BarcodeDetectorCtor },
): Promise<Detector> {
  const Ctor = scope.BarcodeDetector;
  if (typeof Ctor !== 'function') return jsqrDetector;
  try {
    const formats = (await Ctor.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? nativeDetector(Ctor) : jsqrDetector;
  } catch {
    return jsqrDetector;
  }
}
