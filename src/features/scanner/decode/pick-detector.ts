import type { Detector } from '../types';
import { type BarcodeDetectorCtor, nativeDetector } from './native/native-detector';

/** Where each decoder comes from; the loaders are dynamic imports, so only the chosen decoder's code loads. */
export interface DetectorSources {
  BarcodeDetector?: BarcodeDetectorCtor | undefined;
  loadZxing?: () => Promise<Detector>;
  loadJsqr: () => Promise<Detector>;
  /** A decoder that could not load (logged; the next one is tried). */
  log?: (message: string, error: unknown) => void;
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
    loadZxing: () => import('./zxing/zxing-browser').then((m) => m.loadBrowserZxing()),
    loadJsqr: () => import('./jsqr/jsqr-detector').then((m) => m.jsqrDetector),
  };
}
