import { assertFrame, invertFrame } from '../../frame/pixels';
import type { DecodedCode, Detector, PixelFrame, Point } from '../../types';
import { usableRead } from '../usable-read';

/** The subset of the Shape Detection API used here (not in TypeScript's DOM lib yet). */
export interface BarcodeDetectorLike {
  detect(image: ImageBitmapSource | PixelFrame): Promise<Array<{ rawValue: string; cornerPoints: Point[] }>>;
}
export interface BarcodeDetectorCtor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

const toImage = (f: PixelFrame): ImageBitmapSource | PixelFrame =>
  typeof ImageData === 'function' ? new ImageData(new Uint8ClampedArray(f.data), f.width, f.height) : f;

/** BarcodeDetector, trying the inverted image when the normal one has no code (it misses light-on-dark codes). */
export function nativeDetector(Ctor: BarcodeDetectorCtor): Detector {
  const detector = new Ctor({ formats: ['qr_code'] });
  const once = async (f: PixelFrame): Promise<DecodedCode | null> => {
    // A blank text is no read (usableRead): skip it, and try the inverted image as for no code.
    const hit = (await detector.detect(toImage(f))).find((h) => usableRead({ text: h.rawValue }));
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
