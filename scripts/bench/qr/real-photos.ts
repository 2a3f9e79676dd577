/**
 * The real photographs of the QR benchmark (src/features/scanner/testing/photos, see SOURCE.md there),
 * read with a minimal PNG decoder (8-bit grey, RGB or RGBA, not interlaced: what the set holds), so no image
 * package is needed, and placed into a camera frame as a code held in the scan frame.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { cropScale } from '@/features/scanner/frame/pixels';
import type { PixelFrame } from '@/features/scanner/types';

export const PHOTO_DIR = join(import.meta.dirname, '../../../src/features/scanner/testing/photos');

export interface Photo {
  name: string;
  text: string;
  frame: PixelFrame;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Decodes a PNG of 8-bit grey (0), RGB (2) or RGBA (6), not interlaced, to RGBA. Throws on anything else. */
export function readPng(bytes: Uint8Array): PixelFrame {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (dv.getUint32(0) !== 0x89504e47) throw new Error('not a PNG');
  let off = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Uint8Array[] = [];
  while (off < bytes.length) {
    const len = dv.getUint32(off);
    const type = String.fromCharCode(...bytes.subarray(off + 4, off + 8));
    const body = bytes.subarray(off + 8, off + 8 + len);
    if (type === 'IHDR') {
      width = dv.getUint32(off + 8);
      height = dv.getUint32(off + 12);
      const [depth, color, , , interlace] = body.subarray(8, 13);
      channels = ({ 0: 1, 2: 3, 6: 4 } as Record<number, number>)[color!] ?? 0;
      if (depth !== 8 || !channels || interlace) throw new Error(`unsupported PNG: depth ${depth} colour ${color}`);
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    off += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const px = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = y * stride;
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? px[row + i - channels]! : 0;
      const b = y ? px[row - stride + i]! : 0;
      const c = y && i >= channels ? px[row - stride + i - channels]! : 0;
      const pred = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (pred === undefined) throw new Error(`bad PNG filter ${filter}`);
      px[row + i] = (src[i]! + pred) & 255;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    const s = p * channels;
    const [r, g, b] = channels === 1 ? [px[s]!, px[s]!, px[s]!] : [px[s]!, px[s + 1]!, px[s + 2]!];
    data.set([r, g, b, 255], p * 4);
  }
  return { data, width, height };
}

/** Every photograph with its expected text, in name order. */
export function loadPhotos(dir = PHOTO_DIR): Photo[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort()
    .map((f) => ({
      name: f.replace(/\.png$/, ''),
      text: readFileSync(join(dir, f.replace(/\.png$/, '.txt')), 'utf8'),
      frame: readPng(readFileSync(join(dir, f))),
    }));
}

/**
 * Resamples `src` to `w` x `h`: area averaging when shrinking (cropScale), bilinear when enlarging (a camera
 * seeing a photo bigger than it was taken only blurs it, it adds no detail). Grey RGBA, like the corpus.
 */
export function resizeGrey(src: PixelFrame, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  if (w <= src.width && h <= src.height) {
    const f = cropScale(src, { x: 0, y: 0, width: src.width, height: src.height }, { width: w, height: h });
    for (let i = 0; i < out.length; i++) out[i] = f.data[i * 4]!;
    return out;
  }
  const luma = (x: number, y: number) => {
    const i = (y * src.width + x) * 4;
    return (src.data[i]! * 77 + src.data[i + 1]! * 150 + src.data[i + 2]! * 29) / 256;
  };
  for (let y = 0; y < h; y++) {
    const sy = Math.min(src.height - 1, Math.max(0, ((y + 0.5) * src.height) / h - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(src.height - 1, y0 + 1);
    for (let x = 0; x < w; x++) {
      const sx = Math.min(src.width - 1, Math.max(0, ((x + 0.5) * src.width) / w - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(src.width - 1, x0 + 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const top = luma(x0, y0) * (1 - fx) + luma(x1, y0) * fx;
      const bottom = luma(x0, y1) * (1 - fx) + luma(x1, y1) * fx;
      out[y * w + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
}
