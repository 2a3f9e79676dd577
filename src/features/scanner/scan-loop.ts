import type { Point } from './crop';
import type { FrameDecoder } from './decode-client';
import type { PixelFrame } from './pixels';
import { createReadCounter, REQUIRED_READS } from './read-counter';

export interface GrabbedRegion {
  frame: PixelFrame;
  /** Maps a point of `frame` to viewport CSS px (for the outline). */
  toViewport(p: Point): Point;
}

export interface ScanLoopDeps {
  requestFrame(cb: () => void): number;
  cancelFrame(handle: number): void;
  /** Draws the current video frame (and the outline, if any) to the visible canvas; false while there is no frame yet. */
  paint(outline: Point[] | null): boolean;
  /** The decode region of the current frame, cropped and downscaled; null when unavailable. */
  grab(): GrabbedRegion | null;
  decoder: FrameDecoder;
  onAccepted(text: string): void;
  /** Decoder errors: logged, scanning continues (spec §8). */
  log?(error: unknown): void;
  requiredReads?: number;
}

export interface ScanLoop {
  stop(): void;
  readonly running: boolean;
}

/**
 * Every animation frame: paint the video, and if the decoder is idle hand it the scan region. Frames
 * arriving while a decode runs are painted but not decoded. A read outlines the code; the same text
 * read `requiredReads` times in total is accepted, which stops the loop.
 */
export function startScanLoop(deps: ScanLoopDeps): ScanLoop {
  const counter = createReadCounter(deps.requiredReads ?? REQUIRED_READS);
  const log = deps.log ?? ((e: unknown) => console.error('[scanner] decode failed', e));
  let outline: Point[] | null = null;
  let running = true;
  let handle = 0;

  const onResult = (region: GrabbedRegion) => (code: { text: string; corners: Point[] } | null) => {
    if (!running) return;
    if (!code) {
      outline = null;
      return;
    }
    outline = code.corners.map((p) => region.toViewport(p));
    const accepted = counter.push(code.text);
    if (accepted !== null) {
      stop();
      deps.onAccepted(accepted);
    }
  };

  const tick = () => {
    if (!running) return;
    const ready = deps.paint(outline);
    if (ready && !deps.decoder.busy) {
      let region: GrabbedRegion | null = null;
      try {
        region = deps.grab();
      } catch (e) {
        log(e);
      }
      if (region) deps.decoder.decode(region.frame).then(onResult(region), (e) => running && log(e));
    }
    if (running) handle = deps.requestFrame(tick);
  };

  function stop() {
    if (!running) return;
    running = false;
    deps.cancelFrame(handle);
  }

  handle = deps.requestFrame(tick);
  return {
    stop,
    get running() {
      return running;
    },
  };
}
