import { describe, expect, it } from 'vitest';
import {
  clipRect,
  coverFit,
  decodeRegion,
  downscaleSize,
  grabGeometry,
  MAX_DECODE_SIDE,
  mapDecodedPoint,
  scaleRect,
  scanFrameRect,
  viewportRectToSource,
} from './crop';

const phone = { width: 390, height: 844 };

describe('scan-frame geometry', () => {
  it('puts a centred square of 70% of the short side in the viewport', () => {
    const f = scanFrameRect(phone);
    expect(f.width).toBe(273);
    expect(f.height).toBe(273);
    expect(Math.abs(f.x + f.width / 2 - 195)).toBeLessThanOrEqual(1);
    expect(f.y).toBeGreaterThan(0);
    expect(f.y + f.height).toBeLessThan(phone.height);
  });

  it('decodes a margin around the frame, clipped to the viewport', () => {
    const f = scanFrameRect(phone);
    const r = decodeRegion(phone);
    expect(r.x).toBeLessThan(f.x);
    expect(r.y).toBeLessThan(f.y);
    expect(r.x + r.width).toBeGreaterThan(f.x + f.width);
    expect(r.x).toBeGreaterThanOrEqual(0);
    expect(r.x + r.width).toBeLessThanOrEqual(phone.width);
    // Landscape tablet: still inside.
    const wide = decodeRegion({ width: 1024, height: 300 }, 0.5);
    expect(wide.y).toBe(0);
    expect(wide.y + wide.height).toBeLessThanOrEqual(300);
  });

  it('clips rects to bounds and never returns negative sizes', () => {
    expect(clipRect({ x: -10, y: -10, width: 30, height: 30 }, { width: 100, height: 100 })).toEqual({
      x: 0,
      y: 0,
      width: 20,
      height: 20,
    });
    expect(clipRect({ x: 200, y: 5, width: 30, height: 30 }, { width: 100, height: 100 }).width).toBe(0);
  });

  it('scales CSS px to device px on whole pixels', () => {
    expect(scaleRect({ x: 58, y: 243, width: 273, height: 273 }, 3)).toEqual({
      x: 174,
      y: 729,
      width: 819,
      height: 819,
    });
    const r = scaleRect({ x: 0.4, y: 0.4, width: 10.3, height: 10.3 }, 2);
    expect(Number.isInteger(r.width) && Number.isInteger(r.x)).toBe(true);
  });

  it('cover-fits a landscape 640x480 video into a portrait phone, cropping the sides', () => {
    const fit = coverFit({ width: 640, height: 480 }, phone);
    expect(fit.scale).toBeCloseTo(844 / 480);
    expect(fit.dy).toBeCloseTo(0);
    expect(fit.dx).toBeLessThan(0);
    expect(coverFit({ width: 0, height: 0 }, phone)).toEqual({
      scale: 1,
      dx: 0,
      dy: 0,
    });
  });

  it('maps the viewport region back into video pixels', () => {
    const video = { width: 640, height: 480 };
    const all = viewportRectToSource({ x: 0, y: 0, ...phone }, phone, video);
    // Only the middle columns of the video are visible.
    expect(all.y).toBe(0);
    expect(all.height).toBe(480);
    expect(all.x).toBeGreaterThan(0);
    expect(all.x + all.width).toBeLessThan(640);
    const region = viewportRectToSource(decodeRegion(phone), phone, video);
    expect(region.width).toBeGreaterThan(0);
    expect(region.x).toBeGreaterThanOrEqual(all.x);
    expect(region.x + region.width).toBeLessThanOrEqual(all.x + all.width);
  });

  it('downscales by any factor to the largest size within MAX_DECODE_SIDE, keeping the aspect; never upscales', () => {
    expect(MAX_DECODE_SIDE).toBe(400);
    // The whole factor made these 250 and 320 px (issue 31): modules of small codes were lost.
    expect(downscaleSize({ width: 500, height: 500 })).toEqual({ width: 400, height: 400 });
    expect(downscaleSize({ width: 640, height: 640 })).toEqual({ width: 400, height: 400 });
    expect(downscaleSize({ width: 1065, height: 1065 })).toEqual({ width: 400, height: 400 });
    expect(downscaleSize({ width: 801, height: 400 })).toEqual({ width: 400, height: 200 });
    expect(downscaleSize({ width: 1170, height: 2532 })).toEqual({ width: 185, height: 400 });
    expect(downscaleSize({ width: 300, height: 200 })).toEqual({ width: 300, height: 200 });
    expect(downscaleSize({ width: 1200, height: 10 })).toEqual({ width: 400, height: 3 });
  });

  it('hands the decoder a 500+ px scan region at 400 px, not 269 (the region of a 720x1280 camera)', () => {
    const g = grabGeometry({ width: 390, height: 844 }, { width: 720, height: 1280 });
    expect(g).not.toBeNull();
    expect(Math.max(g!.src.width, g!.src.height)).toBeGreaterThan(400);
    expect(Math.max(g!.out.width, g!.out.height)).toBeGreaterThanOrEqual(350);
  });

  it('grabs the whole window at the same budget, and the zoomed centre at camera resolution', () => {
    const video = { width: 1170, height: 2532 };
    const crop = grabGeometry(phone, video)!;
    expect(grabGeometry(phone, video, 'window')).toEqual({
      src: { x: 0, y: 0, width: 1170, height: 2532 },
      draw: { width: 585, height: 1266 },
      out: { width: 185, height: 400 },
    });
    // A shrink by 2 or more is drawn at exactly half (even sizes), the rest area-averaged by the worker.
    expect(crop.draw).toEqual({ width: crop.src.width / 2, height: crop.src.height / 2 });
    expect(crop.src.width % 2).toBe(0);
    expect(crop.out).toEqual({ width: 400, height: 400 });
    const zoom = grabGeometry(phone, video, 'zoom')!;
    expect(zoom.out).toEqual({ width: 400, height: 400 });
    expect(zoom.draw).toEqual({ width: 400, height: 400 });
    expect(zoom.src.width).toBe(400);
    // Same centre as the crop (within a pixel).
    expect(Math.abs(zoom.src.x + 200 - (crop.src.x + crop.src.width / 2))).toBeLessThanOrEqual(1);
    expect(Math.abs(zoom.src.y + 200 - (crop.src.y + crop.src.height / 2))).toBeLessThanOrEqual(1);
  });

  it('maps a point found in the downscaled crop back to the viewport', () => {
    const crop = { x: 174, y: 729, width: 819, height: 819 };
    const decoded = downscaleSize(crop);
    const perCss = { scale: 1 / 3, dx: 0, dy: 0 };
    expect(mapDecodedPoint({ x: 0, y: 0 }, crop, decoded, perCss)).toEqual({
      x: 58,
      y: 243,
    });
    const far = mapDecodedPoint({ x: decoded.width, y: decoded.height }, crop, decoded, perCss);
    expect(far.x).toBeCloseTo(331);
    expect(far.y).toBeCloseTo(516);
  });
});
