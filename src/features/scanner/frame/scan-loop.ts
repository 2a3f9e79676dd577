import { createReadCounter, REQUIRED_READS } from '../accept/read-counter';
import type { FrameDecoder, PixelFrame, Point, Size } from '../types';
import type { GrabMode } from './crop';

export interface GrabbedRegion {
  /** The region's pixels at camera resolution. */
  frame: PixelFrame;
  /** The size the decoder's side area-averages `frame` to (absent: decoded as it is). */
  out?: Size;
  /** Maps a point of `frame` to viewport CSS px (for the outline). */
  toViewport(p: Point): Point;
}

export interface ScanLoopDeps {
  requestFrame(cb: () => void): number;
  cancelFrame(handle: number): void;
  /** Draws the current video frame (and the outline, if any) to the visible canvas; false while there is no frame yet. */
  paint(outline: Point[] | null): boolean;
  /** The decode region (`crop`) or the whole visible picture (`window`) of the current frame; null when unavailable. */
  grab(mode?: GrabMode): GrabbedRegion | null;
  decoder: FrameDecoder;
  onAccepted(text: string): void;
  /** Decoder errors: logged, scanning continues (docs/backend/spec-rules.md#error-catalogue). */
  log?(error: unknown): void;
  requiredReads?: number;
}

/**
 * When the crop has held no code for WINDOW_AFTER_MISSES decoded frames in a row, every WINDOW_EVERY-th
 * decode tries another grab instead, in turn the whole window (an off-centre code) and the zoomed centre
 * (a very small code); see GrabMode in crop.ts. The crop stays the rule. A fallback grab that read a code
 * is grabbed again next, so the code collects its four reads there. A frame read anywhere resets the misses.
 */
export const WINDOW_AFTER_MISSES = 6;
export const WINDOW_EVERY = 3;
const FALLBACKS: GrabMode[] = ['window', 'zoom'];

/** Which grab the next decode uses, from the count of code-less decodes and the last grab that read a code (if a fallback). */
export function nextGrabMode(misses: number, lastHit: GrabMode | null): GrabMode {
  if (lastHit) return lastHit;
  if (misses < WINDOW_AFTER_MISSES) return 'crop';
  const k = misses - WINDOW_AFTER_MISSES;
  return k % WINDOW_EVERY === 0 ? FALLBACKS[(k / WINDOW_EVERY) % FALLBACKS.length]! : 'crop';
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
  let misses = 0;
  let lastHit: GrabMode | null = null;

  const onResult = (region: GrabbedRegion, mode: GrabMode) => (code: { text: string; corners: Point[] } | null) => {
    if (!running) return;
    lastHit = mode !== 'crop' && code !== null ? mode : null;
    if (!code) {
      misses++;
      outline = null;
      return;
    }
    misses = 0;
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
      const mode = nextGrabMode(misses, lastHit);
      let region: GrabbedRegion | null = null;
      try {
        region = deps.grab(mode);
      } catch (e) {
        log(e);
      }
      if (region) deps.decoder.decode(region.frame, region.out).then(onResult(region, mode), (e) => running && log(e));
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
