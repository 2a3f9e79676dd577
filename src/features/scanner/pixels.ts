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
 * Crops `rect` out of an RGBA frame and resamples it to `out` by area averaging (a box filter keeps thin
 * QR modules visible where nearest-neighbour would drop them, and averages sensor noise away). Output is
 * grey RGBA: jsQR only uses luma. One sequential pass over the source rows, accumulating per column.
 */
export function cropScale(frame: PixelFrame, rect: Rect, out: Size): PixelFrame {
  const { data, width } = frame;
  // One 32-bit load per pixel instead of three byte loads; an unaligned view is copied first.
  const aligned = data.byteOffset % 4 === 0 ? data : data.slice();
  const px = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length >> 2);
  const ow = out.width;
  const res = new Uint8ClampedArray(ow * out.height * 4);
  const fx = rect.width / ow;
  const fy = rect.height / out.height;
  const colOf = new Int32Array(rect.width);
  for (let x = 0; x < rect.width; x++) colOf[x] = Math.min(ow - 1, Math.floor(x / fx));
  const colCount = new Uint32Array(ow);
  for (let x = 0; x < rect.width; x++) colCount[colOf[x]!]!++;
  const acc = new Uint32Array(ow);
  let oy = 0;
  let rows = 0;
  for (let y = 0; y < rect.height; y++) {
    let i = (rect.y + y) * width + rect.x;
    for (let x = 0; x < rect.width; x++, i++) {
      const p = px[i]!;
      acc[colOf[x]!]! += ((p >>> R) & 255) * 77 + ((p >>> G) & 255) * 150 + ((p >>> B) & 255) * 29;
    }
    rows++;
    const nextRow = Math.min(out.height - 1, Math.floor((y + 1) / fy));
    if (nextRow !== oy || y === rect.height - 1) {
      let o = oy * ow * 4;
      for (let ox = 0; ox < ow; ox++, o += 4) {
        const v = acc[ox]! / (colCount[ox]! * rows * 256);
        res[o] = v;
        res[o + 1] = v;
        res[o + 2] = v;
        res[o + 3] = 255;
      }
      acc.fill(0);
      rows = 0;
      oy = nextRow;
    }
  }
  return { data: res, width: ow, height: out.height };
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
