import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import { assertFrame } from '../../frame/pixels';
import type { DecodedCode, Detector } from '../../types';
import { usableRead } from '../usable-read';

/** How the ZXing module finds its WebAssembly: a URL of our own origin (browser) or the bytes (Node). */
export type ZxingWasmSource = { locateFile: (file: string, prefix: string) => string } | { wasmBinary: ArrayBuffer };

/**
 * ZXing-C++ (WebAssembly) behind the Barcode Detection API polyfill, used as a ponyfill (no global).
 * Resolves only once the WebAssembly is compiled, so a missing or blocked .wasm rejects here and the
 * caller falls back to the next decoder instead of failing on every frame. ZXing tries the inverted
 * image itself (its `tryInvert` default), so one call covers dark-on-light and light-on-dark codes.
 */
export async function loadZxingDetector(source: ZxingWasmSource): Promise<Detector> {
  // The polyfill's default locateFile points at a CDN: always override it.
  await prepareZXingModule({ overrides: source, fireImmediately: true });
  const detector = new BarcodeDetector({ formats: ['qr_code'] });
  return {
    engine: 'zxing',
    async detect(frame) {
      assertFrame(frame);
      const hits = await detector.detect(
        new ImageData(frame.data as Uint8ClampedArray<ArrayBuffer>, frame.width, frame.height),
      );
      // A blank text is no read (usableRead); another symbol in the same picture may still carry one.
      const hit = hits.find((h) => usableRead({ text: h.rawValue }));
      if (!hit) return null;
      const [a, b, c, d] = hit.cornerPoints;
      const corners: DecodedCode['corners'] = [a, b, c, d].map((p) => ({ x: p.x, y: p.y })) as DecodedCode['corners'];
      return { text: hit.rawValue, corners };
    },
  };
}
