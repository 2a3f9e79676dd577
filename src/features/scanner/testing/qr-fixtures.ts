/**
 * Synthetic QR pictures for tests, stories, the benchmark and the fake-camera video, generated from
 * `qrcode`'s module matrix. The only binary fixtures are the real photographs in `photos/` (see SOURCE.md).
 */
import QRCode from 'qrcode';

/** 8-bit grey image. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface QrImageOptions {
  /** Pixels per module. */
  moduleSize?: number;
  /** Quiet-zone width in modules. */
  quiet?: number;
  dark?: number;
  light?: number;
  errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
}

/** `text` may be segments, e.g. bytes that are not UTF-8 (what jsQR answers "" for). */
export function qrGrey(text: string | QRCode.QRCodeSegment[], o: QrImageOptions = {}): GreyImage {
  const { moduleSize = 4, quiet = 4, dark = 0, light = 255, errorCorrectionLevel = 'M' } = o;
  const { modules } = QRCode.create(text, { errorCorrectionLevel });
  const n = modules.size;
  const side = (n + 2 * quiet) * moduleSize;
  const data = new Uint8Array(side * side).fill(light);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (!modules.get(r, c)) continue;
      for (let y = 0; y < moduleSize; y++) {
        const row = ((r + quiet) * moduleSize + y) * side + (c + quiet) * moduleSize;
        data.fill(dark, row, row + moduleSize);
      }
    }
  }
  return { width: side, height: side, data };
}

export function greyToRgba(g: GreyImage): Uint8ClampedArray {
  const out = new Uint8ClampedArray(g.width * g.height * 4);
  for (let i = 0; i < g.data.length; i++) {
    const v = g.data[i]!;
    out[i * 4] = v;
    out[i * 4 + 1] = v;
    out[i * 4 + 2] = v;
    out[i * 4 + 3] = 255;
  }
  return out;
}

export function invertGrey(g: GreyImage): GreyImage {
  return { ...g, data: g.data.map((v) => 255 - v) };
}

/** Quarter turn clockwise, exact. */
export function rotateGrey90(g: GreyImage): GreyImage {
  const { width: w, height: h } = g;
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data[x * h + (h - 1 - y)] = g.data[y * w + x]!;
  return { width: h, height: w, data };
}

/** Rotation by any angle about the centre, nearest neighbour; the canvas grows to fit, corners get `fill`. */
export function rotateGrey(g: GreyImage, degrees: number, fill = 255): GreyImage {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const width = Math.ceil(Math.abs(g.width * cos) + Math.abs(g.height * sin));
  const height = Math.ceil(Math.abs(g.width * sin) + Math.abs(g.height * cos));
  const data = new Uint8Array(width * height).fill(fill);
  const cx = g.width / 2;
  const cy = g.height / 2;
  for (let y = 0; y < height; y++) {
    const dy = y + 0.5 - height / 2;
    for (let x = 0; x < width; x++) {
      const dx = x + 0.5 - width / 2;
      // Inverse mapping: every destination pixel reads exactly one source pixel.
      const sx = Math.floor(cos * dx + sin * dy + cx);
      const sy = Math.floor(-sin * dx + cos * dy + cy);
      if (sx >= 0 && sy >= 0 && sx < g.width && sy < g.height) data[y * width + x] = g.data[sy * g.width + sx]!;
    }
  }
  return { width, height, data };
}

/** Maps 0..255 into [lo, hi] — a washed-out, low-contrast print. */
export function contrastGrey(g: GreyImage, lo: number, hi: number): GreyImage {
  return {
    ...g,
    data: g.data.map((v) => Math.round(lo + ((hi - lo) * v) / 255)),
  };
}

/** Deterministic PRNG (mulberry32) so noisy fixtures are reproducible. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Adds uniform noise of ±amplitude to every pixel. */
export function noisyGrey(g: GreyImage, amplitude: number, rnd: () => number): GreyImage {
  const data = new Uint8Array(g.data.length);
  for (let i = 0; i < data.length; i++) {
    data[i] = Math.max(0, Math.min(255, Math.round(g.data[i]! + (rnd() * 2 - 1) * amplitude)));
  }
  return { ...g, data };
}

export function blankGrey(width: number, height: number, value = 200): GreyImage {
  return { width, height, data: new Uint8Array(width * height).fill(value) };
}

/** Pastes `src` onto `dst` with its top-left at (x, y), clipping at the edges. */
export function pasteGrey(dst: GreyImage, src: GreyImage, x: number, y: number): GreyImage {
  for (let sy = 0; sy < src.height; sy++) {
    const dy = y + sy;
    if (dy < 0 || dy >= dst.height) continue;
    for (let sx = 0; sx < src.width; sx++) {
      const dx = x + sx;
      if (dx >= 0 && dx < dst.width) dst.data[dy * dst.width + dx] = src.data[sy * src.width + sx]!;
    }
  }
  return dst;
}

/** Grey image → frame the decoder accepts. */
export function toFrame(g: GreyImage): {
  data: Uint8ClampedArray;
  width: number;
  height: number;
} {
  return { data: greyToRgba(g), width: g.width, height: g.height };
}
