import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { Detector } from '../../types';
import { loadZxingDetector } from './zxing-detector';

/**
 * The ZXing decoder with its WebAssembly served from our own origin (a hashed asset of the build),
 * never the polyfill's default CDN: the app must work without internet and under a CSP that only
 * allows 'self' (plus 'wasm-unsafe-eval' to compile it). Imported dynamically: only a scanner loads it.
 */
export function loadBrowserZxing(): Promise<Detector> {
  const url = new URL(wasmUrl, self.location.href).href;
  return loadZxingDetector({ locateFile: (file) => (file.endsWith('.wasm') ? url : file) });
}
