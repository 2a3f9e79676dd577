/**
 * Geometry of the scan frame. The overlay draws the camera "cover"-fitted into the window (as the
 * spec's canvas at window size), and decodes only the region around the scan frame, downscaled, because
 * a full 3x DPR phone frame is ~3 megapixels and jsQR's cost grows with the pixel count.
 */
import type { Point, Rect, Size } from '../types';

/** Longest side of the image handed to the decoder. */
export const MAX_DECODE_SIDE = 400;
/** The decoded region reaches this fraction of the frame side beyond each edge: people aim roughly. */
export const CROP_MARGIN = 0.15;

/** The visible scan frame in CSS px: a centred square of 70% of the short side, a little above the middle. */
export function scanFrameRect(viewport: Size): Rect {
  const side = Math.round(Math.min(viewport.width, viewport.height) * 0.7);
  const x = Math.round((viewport.width - side) / 2);
  const y = Math.max(0, Math.round(viewport.height * 0.45 - side / 2));
  return { x, y, width: side, height: side };
}

/** The scan frame grown by CROP_MARGIN on each side, clipped to the viewport. */
export function decodeRegion(viewport: Size, margin = CROP_MARGIN): Rect {
  const f = scanFrameRect(viewport);
  const pad = Math.round(f.width * margin);
  return clipRect(
    {
      x: f.x - pad,
      y: f.y - pad,
      width: f.width + 2 * pad,
      height: f.height + 2 * pad,
    },
    viewport,
  );
}

export function clipRect(r: Rect, bounds: Size): Rect {
  const x0 = Math.max(0, Math.min(bounds.width, r.x));
  const y0 = Math.max(0, Math.min(bounds.height, r.y));
  const x1 = Math.max(x0, Math.min(bounds.width, r.x + r.width));
  const y1 = Math.max(y0, Math.min(bounds.height, r.y + r.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** CSS px → device px (integer pixel grid). */
export function scaleRect(r: Rect, factor: number): Rect {
  const x = Math.round(r.x * factor);
  const y = Math.round(r.y * factor);
  return {
    x,
    y,
    width: Math.round((r.x + r.width) * factor) - x,
    height: Math.round((r.y + r.height) * factor) - y,
  };
}

/** How a source of `src` size is drawn to cover `dst` (centred, cropped): dst = src * scale + offset. */
export function coverFit(src: Size, dst: Size): { scale: number; dx: number; dy: number } {
  if (src.width <= 0 || src.height <= 0) return { scale: 1, dx: 0, dy: 0 };
  const scale = Math.max(dst.width / src.width, dst.height / src.height);
  return {
    scale,
    dx: (dst.width - src.width * scale) / 2,
    dy: (dst.height - src.height * scale) / 2,
  };
}

/** A viewport rect (CSS px) mapped back to source-video pixels under coverFit, clipped to the video. */
export function viewportRectToSource(r: Rect, viewport: Size, video: Size): Rect {
  const { scale, dx, dy } = coverFit(video, viewport);
  const x0 = Math.floor((r.x - dx) / scale);
  const y0 = Math.floor((r.y - dy) / scale);
  const x1 = Math.ceil((r.x + r.width - dx) / scale);
  const y1 = Math.ceil((r.y + r.height - dy) / scale);
  return clipRect({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, video);
}

/**
 * Output size for shrinking by any factor (not only whole ones) to the largest size whose longest side is at
 * most `max`, keeping the aspect; never upscales. A whole factor wasted resolution: a 500 px region became
 * 250 px, a 640 px one 320 px, and small codes lost their modules. Area averaging (cropScale in pixels.ts)
 * keeps module edges at fractional factors.
 */
export function downscaleSize(size: Size, max = MAX_DECODE_SIDE): Size {
  const longest = Math.max(size.width, size.height);
  if (longest <= max) return { width: size.width, height: size.height };
  const s = max / longest;
  return {
    width: Math.max(1, Math.min(max, Math.round(size.width * s))),
    height: Math.max(1, Math.min(max, Math.round(size.height * s))),
  };
}

/**
 * A point found in the decoded (cropped, downscaled) image mapped back to the viewport in CSS px.
 * `crop` is the region in source pixels, `decoded` the size handed to the decoder, `toViewport`
 * maps source pixels to CSS px (coverFit for a video, 1/dpr for a canvas frame).
 */
export function mapDecodedPoint(
  p: Point,
  crop: Rect,
  decoded: Size,
  toViewport: { scale: number; dx: number; dy: number },
): Point {
  const sx = crop.x + (p.x * crop.width) / decoded.width;
  const sy = crop.y + (p.y * crop.height) / decoded.height;
  return {
    x: sx * toViewport.scale + toViewport.dx,
    y: sy * toViewport.scale + toViewport.dy,
  };
}

/**
 * What a grab decodes: `crop`, the region around the scan frame (every frame); `window`, the whole visible
 * picture at the same size budget (tried now and then when the crop holds no code: an aimed but off-centre
 * or partly cropped code is still read, as the spec's whole-window method would); `zoom`, the centre of the
 * scan frame at camera resolution, at most MAX_DECODE_SIDE square (also tried now and then: a very small
 * code, ~3 camera px per module, keeps its modules there, where the shrunk crop has ~1 px per module).
 */
export type GrabMode = 'crop' | 'window' | 'zoom';

/** The centre `max` x `max` source pixels of `r` (all of it where it is smaller). */
function centreSquare(r: Rect, max: number): Rect {
  const w = Math.min(r.width, max);
  const h = Math.min(r.height, max);
  return { x: r.x + Math.floor((r.width - w) / 2), y: r.y + Math.floor((r.height - h) / 2), width: w, height: h };
}

export interface Grab {
  /** The region in source (video) pixels. */
  src: Rect;
  /** The size the page draws `src` at: `src` itself, or exactly half of it (see grabGeometry). */
  draw: Size;
  /** The size the decoder's side area-averages `draw` to. */
  out: Size;
}

/**
 * What the scan loop decodes from a video of `video` size shown cover-fitted in `viewport`: the region in
 * source pixels, the size the page draws it at, and the size that is area-averaged to. Null while the region is
 * too small to hold a code (21 modules). When the shrink is by 2 or more, the page draws the region at exactly
 * half size (its width and height trimmed to even numbers): a canvas halving samples each output pixel midway
 * between 2 x 2 source pixels (checked in Chromium: the 2 x 2 mean within rounding), so it is the same area
 * average, and the page reads back a quarter of the pixels (drawImage + getImageData of a 1064 px region in
 * headless Chromium on a loaded 2-core machine: 7.5 ms at 1:1, 4.6 ms at half; the old shrink by 3: 1.0 ms).
 * video-surface.ts grabs exactly this; the benchmark crops exactly this.
 */
export function grabGeometry(viewport: Size, video: Size, mode: GrabMode = 'crop'): Grab | null {
  const area =
    mode === 'window' ? { x: 0, y: 0, width: viewport.width, height: viewport.height } : decodeRegion(viewport);
  const region = viewportRectToSource(area, viewport, video);
  const src = mode === 'zoom' ? centreSquare(region, MAX_DECODE_SIDE) : region;
  if (src.width < 21 || src.height < 21) return null;
  const out = downscaleSize(src);
  if (src.width < 2 * out.width || src.height < 2 * out.height)
    return { src, draw: { width: src.width, height: src.height }, out };
  const draw = { width: Math.floor(src.width / 2), height: Math.floor(src.height / 2) };
  return { src: { ...src, width: 2 * draw.width, height: 2 * draw.height }, draw, out };
}
