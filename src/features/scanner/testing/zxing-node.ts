import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadZxingDetector } from '../decode/zxing/zxing-detector';
import type { Detector } from '../types';

/** The two browser classes the polyfill needs that Node lacks; just enough of each for detect(). */
class NodeImageData {
  readonly colorSpace = 'srgb';
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
  get [Symbol.toStringTag]() {
    return 'ImageData';
  }
}
class NodeDOMRectReadOnly {
  constructor(
    readonly x = 0,
    readonly y = 0,
    readonly width = 0,
    readonly height = 0,
  ) {}
}

/**
 * The shipped ZXing decoder (zxing-detector.ts) in Node, for unit tests and `npm run bench:qr`: the same
 * code the worker runs, with the WebAssembly read from node_modules instead of fetched from our origin.
 */
export function loadNodeZxing(): Promise<Detector> {
  const g = globalThis as Record<string, unknown>;
  g.ImageData ??= NodeImageData;
  g.DOMRectReadOnly ??= NodeDOMRectReadOnly;
  const file = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const bytes = readFileSync(file);
  const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return loadZxingDetector({ wasmBinary });
}
