import type { Point } from './crop';
import { type DecodedCode, usableRead } from './decoder';
import { assertFrame, invertFrame, type PixelFrame } from './pixels';

/** The subset of the Shape Detection API used here (not in TypeScript's DOM lib yet). */
export interface BarcodeDetectorLike {
  detect(image: ImageBitmapSource | PixelFrame): Promise<Array<{ rawValue: string; cornerPoints: Point[] }>>;
}
export interface BarcodeDetectorCtor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

/** Which decoder a scanner uses: the platform's, ZXing in WebAssembly, or jsQR in JavaScript. */
export type Engine = 'native' | 'zxing' | 'jsqr';

export interface Detector {
  engine: Engine;
  detect(frame: PixelFrame): Promise<DecodedCode | null>;
}

/** Where each decoder comes from; the loaders are dynamic imports, so only the chosen decoder's code loads. */
export interface DetectorSources {
  BarcodeDetector?: BarcodeDetectorCtor | undefined;
  loadZxing?: () => Promise<Detector>;
  loadJsqr: () => Promise<Detector>;
  /** A decoder that could not load (logged; the next one is tried). */
  log?: (message: string, error: unknown) => void;
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

async function nativeIfQr(Ctor: BarcodeDetectorCtor | undefined): Promise<Detector | null> {
  if (typeof Ctor !== 'function') return null;
  const formats = (await Ctor.getSupportedFormats?.()) ?? ['qr_code'];
  return formats.includes('qr_code') ? nativeDetector(Ctor) : null;
}

/**
 * Chooses the decoder once: the platform's BarcodeDetector when it reads QR codes, else ZXing
 * (WebAssembly), else jsQR. A decoder that fails to load is logged and the next one tried; only a
 * failure of the last one rejects (the caller then offers the album picture instead).
 */
export async function pickDetector(sources: DetectorSources): Promise<Detector> {
  const log = sources.log ?? ((m: string, e: unknown) => console.warn(`[scanner] ${m}`, e));
  try {
    const native = await nativeIfQr(sources.BarcodeDetector);
    if (native) return native;
  } catch (e) {
    log('BarcodeDetector unusable, trying ZXing', e);
  }
  if (sources.loadZxing) {
    try {
      return await sources.loadZxing();
    } catch (e) {
      log('ZXing WebAssembly failed to load, using jsQR', e);
    }
  }
  return sources.loadJsqr();
}

/** The decoders of a browser (window or worker) scope, each loaded on demand. */
export function browserSources(
  scope: { BarcodeDetector?: BarcodeDetectorCtor } = globalThis as { BarcodeDetector?: BarcodeDetectorCtor },
): DetectorSources {
  return {
    BarcodeDetector: scope.BarcodeDetector,
    loadZxing: () => import('./zxing-browser').then((m) => m.loadBrowserZxing()),
    loadJsqr: () => import('./jsqr-detector').then((m) => m.jsqrDetector),
  };
}
