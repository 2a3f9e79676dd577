import type { PixelFrame, Rect, Size } from '../types';

export class InvalidFrameError extends TypeError {
  override name = 'InvalidFrameError';
}

const MAX_SIDE = 16_384;
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** Bit offsets of R, G, B inside one RGBA pixel read as a 32-bit word. */
const [R, G, B] = LITTLE_ENDIAN ? [0, 8, 16] : [24, 16, 8];
/** Alpha 255 in the same 32-bit word. */
const OPAQUE = LITTLE_ENDIAN ? 0xff000000 : 0xff;

/** Throws InvalidFrameError on anything that is not a consistent RGBA frame. */
export function assertFrame(frame: unknown): asserts frame is PixelFrame {
  if (typeof frame !== 'object' || frame === null) throw new InvalidFrameError('frame must be an object');
  const f = frame as Record<string, unknown>;
  if (f.format !== undefined && f.format !== 'rgba') {
    throw new InvalidFrameError(`unsupported pixel format: ${String(f.format)}`);
  }
  const { width, height, data } = f;
  if (!Number.isInteger(width) || !Number.isInteger(height))
    throw new InvalidFrameError('width and height must be integers');
  const w = width as number;
  const h = height as number;
  if (w <= 0 || h <= 0 || w > MAX_SIDE || h > MAX_SIDE) throw new InvalidFrameError(`bad frame size ${w}x${h}`);
  if (!(data instanceof Uint8ClampedArray)) throw new InvalidFrameError('data must be a Uint8ClampedArray of RGBA');
  if (data.length !== w * h * 4) {
    throw new InvalidFrameError(`data length ${data.length} does not match ${w}x${h} RGBA (${w * h * 4})`);
  }
}

/**
 * Crops `rect` out of an RGBA frame and resamples it to `out` by area averaging: every output pixel is the
 * mean of the source area it covers, fractional footprints included (a source pixel straddling two output
 * pixels gives each its share). Unlike nearest-neighbour or bilinear sampling at factors above 2, no source
 * pixel is skipped, so a module of 1.2 output pixels still darkens its pixels and thin modules survive; sensor
 * noise averages away. Any factor works, not only whole ones. Never upscales (`out` is clamped to `rect`).
 * Output is grey RGBA: the decoders only use luma. One sequential pass over the source rows.
 */
export function cropScale(frame: PixelFrame, rect: Rect, out: Size): PixelFrame {
  const { data, width } = frame;
  // One 32-bit load per pixel instead of three byte loads; an unaligned view is copied first.
  const aligned = data.byteOffset % 4 === 0 ? data : data.slice();
  const px = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length >> 2);
  const ow = Math.max(1, Math.min(out.width, rect.width));
  const oh = Math.max(1, Math.min(out.height, rect.height));
  const fx = rect.width / ow;
  const fy = rect.height / oh;
  // Output column o covers source columns [o*fx, (o+1)*fx): whole ones between `first` and `last`, shares of both.
  const first = new Int32Array(ow);
  const last = new Int32Array(ow);
  const wFirst = new Float64Array(ow);
  const wLast = new Float64Array(ow);
  for (let o = 0; o < ow; o++) {
    const a = o * fx;
    const b = (o + 1) * fx;
    const f = Math.floor(a);
    const l = Math.min(rect.width - 1, Math.ceil(b) - 1);
    first[o] = f;
    last[o] = l;
    wFirst[o] = f === l ? b - a : f + 1 - a;
    wLast[o] = f === l ? 0 : b - l;
  }
  const res = new Uint8ClampedArray(ow * oh * 4);
  const norm = 1 / (fx * fy * 256);
  // Vertical pass per source row into the current output row's column sums (and its share of the next row);
  // the horizontal pass runs once per finished output row.
  // One 32-bit store per output pixel (grey, opaque), rounded to nearest.
  const res32 = new Uint32Array(res.buffer);
  const cols = { first, last, wFirst, wLast, ow, norm };
  let cur = new Float64Array(rect.width);
  let next = new Float64Array(rect.width);
  let oy = 0;
  for (let y = 0; y < rect.height; y++) {
    const rowOut = Math.min(oh - 1, Math.floor(y / fy));
    if (rowOut !== oy) {
      flushRow(res32, oy, cur, cols);
      const t = cur;
      cur = next;
      next = t;
      next.fill(0);
      oy = rowOut;
    }
    const wy = Math.min(1, Math.max(0, (oy + 1) * fy - y));
    addRow(px, (rect.y + y) * width + rect.x, rect.width, cur, next, wy);
  }
  flushRow(res32, oy, cur, cols);
  return { data: res, width: ow, height: oh };
}

interface Columns {
  first: Int32Array;
  last: Int32Array;
  wFirst: Float64Array;
  wLast: Float64Array;
  ow: number;
  norm: number;
}

/** The horizontal pass of one finished output row: each output column sums its source columns' shares. */
function flushRow(res32: Uint32Array, oy: number, sums: Float64Array, c: Columns) {
  const { first, last, wFirst, wLast, ow, norm } = c;
  let k = oy * ow;
  for (let o = 0; o < ow; o++, k++) {
    const f = first[o]!;
    const l = last[o]!;
    let s = sums[f]! * wFirst[o]!;
    for (let x = f + 1; x < l; x++) s += sums[x]!;
    if (l > f) s += sums[l]! * wLast[o]!;
    const v = Math.min(255, (s * norm + 0.5) | 0);
    res32[k] = ((v << R) | (v << G) | (v << B) | OPAQUE) >>> 0;
  }
}

/** Adds one source row's luma to the column sums: all of it to `cur`, or the share `wy` and the rest to `next`. */
function addRow(px: Uint32Array, row: number, n: number, cur: Float64Array, next: Float64Array, wy: number) {
  if (wy >= 1) {
    for (let x = 0; x < n; x++) {
      const p = px[row + x]!;
      cur[x]! += ((p >>> R) & 255) * 77 + ((p >>> G) & 255) * 150 + ((p >>> B) & 255) * 29;
    }
    return;
  }
  const rest = 1 - wy;
  for (let x = 0; x < n; x++) {
    const p = px[row + x]!;
    const l = ((p >>> R) & 255) * 77 + ((p >>> G) & 255) * 150 + ((p >>> B) & 255) * 29;
    cur[x]! += l * wy;
    next[x]! += l * rest;
  }
}

/**
 * The frame area-averaged down to `out` (see cropScale), or the frame itself when `out` is absent or not
 * smaller. The page grabs the scan region at camera resolution and the decoder's side shrinks it, so the
 * browser's canvas filter (bilinear, which skips source pixels at factors above 2) never touches the modules.
 */
export function shrinkFrame(frame: PixelFrame, out?: Size): PixelFrame {
  assertFrame(frame);
  if (out && !(Number.isInteger(out.width) && Number.isInteger(out.height) && out.width > 0 && out.height > 0)) {
    throw new InvalidFrameError(`bad target size ${out.width}x${out.height}`);
  }
  if (!out || (out.width >= frame.width && out.height >= frame.height)) return frame;
  return cropScale(frame, { x: 0, y: 0, width: frame.width, height: frame.height }, out);
}

/** A negative of the frame (for detectors that only find dark-on-light codes). */
export function invertFrame(frame: PixelFrame): PixelFrame {
  const d = new Uint8ClampedArray(frame.data.length);
  for (let i = 0; i < d.length; i += 4) {
    d[i] = 255 - frame.data[i]!;
    d[i + 1] = 255 - frame.data[i + 1]!;
    d[i + 2] = 255 - frame.data[i + 2]!;
    d[i + 3] = 255;
  }
  return { data: d, width: frame.width, height: frame.height };
}
