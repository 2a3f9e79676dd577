import { coverFit, grabGeometry, mapDecodedPoint, type Point, type Size } from './crop';
import type { GrabbedRegion } from './scan-loop';

/** Spec §9: a decoded code is outlined 2 px green. */
export const OUTLINE = { widthCss: 2, color: '#00ff00' } as const;

interface WindowLike {
  innerWidth: number;
  innerHeight: number;
  devicePixelRatio?: number;
}

/**
 * The DOM half of the scan loop: paints the video cover-fitted onto the visible canvas at window
 * size (x DPR for sharpness) with the outline, and grabs the decode region straight from the video
 * through a small scratch canvas, so the main thread never reads back a full-size frame.
 */
export function createVideoSurface(video: HTMLVideoElement, canvas: HTMLCanvasElement, win: WindowLike = window) {
  const ctx = canvas.getContext('2d');
  const scratch = document.createElement('canvas');
  const sctx = scratch.getContext('2d', { willReadFrequently: true });
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

    grab(): GrabbedRegion | null {
      if (!sctx || !hasFrame()) return null;
      const vp = viewport();
      const vs = videoSize();
      const g = grabGeometry(vp, vs);
      if (!g) return null;
      const { src, out } = g;
      if (scratch.width !== out.width) scratch.width = out.width;
      if (scratch.height !== out.height) scratch.height = out.height;
      sctx.drawImage(video, src.x, src.y, src.width, src.height, 0, 0, out.width, out.height);
      const img = sctx.getImageData(0, 0, out.width, out.height);
      const fit = coverFit(vs, vp);
      return {
        frame: { data: img.data, width: img.width, height: img.height },
        toViewport: (p) => mapDecodedPoint(p, src, out, fit),
      };
    },
  };
}
