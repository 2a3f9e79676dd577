import type { Point, Size } from '../types';
import { coverFit, type GrabMode, grabGeometry, mapDecodedPoint } from './crop';
import type { GrabbedRegion } from './scan-loop';

/** A decoded code is outlined 2 px green (docs/backend/spec-rules.md#scanner-constants). */
export const OUTLINE = { widthCss: 2, color: '#00ff00' } as const;

interface WindowLike {
  innerWidth: number;
  innerHeight: number;
  devicePixelRatio?: number;
}

/**
 * The DOM half of the scan loop: paints the video cover-fitted onto the visible canvas at window
 * size (x DPR for sharpness) with the outline, and grabs the decode region straight from the video at
 * camera resolution, or at exactly half of it (grabGeometry `draw`): never at another scale, because the
 * canvas's bilinear filter skips source pixels when shrinking by more than 2 and drops thin modules. The
 * decoder's side area-averages it to `out` (pixels.ts shrinkFrame), in the worker, as the benchmark does.
 */
export function createVideoSurface(video: HTMLVideoElement, canvas: HTMLCanvasElement, win: WindowLike = window) {
  const ctx = canvas.getContext('2d');
  // One scratch canvas per grab mode, so alternating crop and window grabs never reallocate.
  const scratches = new Map<GrabMode, { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D | null }>();
  const scratchFor = (mode: GrabMode) => {
    let s = scratches.get(mode);
    if (!s) {
      const c = document.createElement('canvas');
      s = { canvas: c, ctx: c.getContext('2d', { willReadFrequently: true }) };
      scratches.set(mode, s);
    }
    return s;
  };
  const viewport = (): Size => ({ width: win.innerWidth, height: win.innerHeight });
  const videoSize = (): Size => ({ width: video.videoWidth, height: video.videoHeight });
  const hasFrame = () => video.readyState >= 2 && video.videoWidth > 0 && video.videoHeight > 0;

  return {
    paint(outline: Point[] | null): boolean {
      if (!ctx || !hasFrame()) return false;
      const vp = viewport();
      const dpr = win.devicePixelRatio || 1;
      const w = Math.round(vp.width * dpr);
      const h = Math.round(vp.height * dpr);
      if (canvas.width !== w) canvas.width = w;
      if (canvas.height !== h) canvas.height = h;
      const vs = videoSize();
      const fit = coverFit(vs, { width: w, height: h });
      ctx.drawImage(video, fit.dx, fit.dy, vs.width * fit.scale, vs.height * fit.scale);
      if (outline && outline.length > 1) {
        ctx.beginPath();
        for (const [i, p] of outline.entries()) {
          if (i) ctx.lineTo(p.x * dpr, p.y * dpr);
          else ctx.moveTo(p.x * dpr, p.y * dpr);
        }
        ctx.closePath();
        ctx.lineWidth = OUTLINE.widthCss * dpr;
        ctx.strokeStyle = OUTLINE.color;
        ctx.stroke();
      }
      return true;
    },

    grab(mode: GrabMode = 'crop'): GrabbedRegion | null {
      const { canvas: scratch, ctx: sctx } = scratchFor(mode);
      if (!sctx || !hasFrame()) return null;
      const vp = viewport();
      const vs = videoSize();
      const g = grabGeometry(vp, vs, mode);
      if (!g) return null;
      const { src, draw, out } = g;
      if (scratch.width !== draw.width) scratch.width = draw.width;
      if (scratch.height !== draw.height) scratch.height = draw.height;
      // 1:1, or exactly half (each pixel the mean of 2 x 2): no other canvas resampling, see grabGeometry.
      sctx.drawImage(video, src.x, src.y, src.width, src.height, 0, 0, draw.width, draw.height);
      const img = sctx.getImageData(0, 0, draw.width, draw.height);
      const fit = coverFit(vs, vp);
      return {
        frame: { data: img.data, width: img.width, height: img.height },
        out,
        toViewport: (p) => mapDecodedPoint(p, src, out, fit),
      };
    },
  };
}
