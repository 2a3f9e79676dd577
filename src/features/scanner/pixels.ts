import type { Rect, Size } from './crop';

/** An RGBA image as ImageData carries it; `format` exists so callers cannot pass e.g. a luma plane by mistake. */
export interface PixelFrame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  format?: 'rgba';
}

export class InvalidFrameError extends TypeError {
  override name = 'InvalidFrameError';
}

const MAX_SIDE = 16_384;
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** Bit offsets of R, G, B inside one RGBA pixel read as a 32-bit word. */
const [R, G, B] = LITTLE_ENDIAN ? [0, 8, 16] : [24, 16, 8];

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
  // Source column x covers [x, x+1): its share `colW` goes to output column `colOf`, the rest to the next one.
  const colOf = new Int32Array(rect.width);
  const colW = new Float32Array(rect.width);
  for (let x = 0; x < rect.width; x++) {
    const o = Math.min(ow - 1, Math.floor(x / fx));
    colOf[x] = o;
    colW[x] = Math.min(1, Math.max(0, (o + 1) * fx - x));
  }
  const row = new Float32Array(ow + 1);
  const acc = new Float32Array((oh + 1) * ow);
  for (let y = 0; y < rect.height; y++) {
    row.fill(0);
    let i = (rect.y + y) * width + rect.x;
    for (let x = 0; x < rect.width; x++, i++) {
      const p = px[i]!;
      const l = ((p >>> R) & 255) * 77 + ((p >>> G) & 255) * 150 + ((p >>> B) & 255) * 29;
      const o = colOf[x]!;
      const w = colW[x]!;
      row[o]! += l * w;
      row[o + 1]! += l * (1 - w);
    }
    const oy = Math.min(oh - 1, Math.floor(y / fy));
    const wy = Math.min(1, Math.max(0, (oy + 1) * fy - y));
    const a = oy * ow;
    const b = a + ow;
    for (let ox = 0; ox < ow; ox++) {
      const v = row[ox]!;
      acc[a + ox]! += v * wy;
      acc[b + ox]! += v * (1 - wy);
    }
  }
  const res = new Uint8ClampedArray(ow * oh * 4);
  const norm = 1 / (fx * fy * 256);
  for (let k = 0, o = 0; k < ow * oh; k++, o += 4) {
    const v = acc[k]! * norm;
    res[o] = v;
    res[o + 1] = v;
    res[o + 2] = v;
    res[o + 3] = 255;
  }
  return { data: res, width: ow, height: oh };
}

/**
 * The frame area-averaged down to `out` (see cropScale), or the frame itself when `out` is absent or not
 * smaller. The page grabs the scan region at camera resolution and the decoder's side shrinks it, so the
 * browser's canvas filter (bilinear, which skips source pixels at factors above 2) never touches the modules.
 */
export function shrinkFrame(frame: PixelFrame, out?: Size): PixelFrame {
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
