import { shrinkFrame } from '../frame/pixels';
import type { DecodedCode, Detector, Engine, PixelFrame, Size } from '../types';

export interface DecodeRequest {
  id: number;
  width: number;
  height: number;
  buffer: ArrayBuffer;
  /** Area-average the pixels to this size before decoding (the page grabs at camera resolution). */
  out?: Size;
}

export type DecodeResponse =
  | { type: 'result'; id: number; result: DecodedCode | null; engine: Engine; error?: undefined }
  | { type: 'result'; id: number; error: string; result?: undefined };

/** What the worker says once, before any result: which decoder it chose, or that none could load. */
export type WorkerStatus = { type: 'ready'; engine: Engine } | { type: 'failed'; error: string };

export type WorkerMessage = WorkerStatus | DecodeResponse;

export const describeError = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * What the worker runs for one frame (also what `npm run bench:qr` times): the pixels as the page
 * transferred them, area-averaged to `out` (pixels.ts), handed to the chosen detector; a decoder error
 * becomes an answer, never a throw.
 */
export async function answerDecode(detector: Detector, req: DecodeRequest): Promise<DecodeResponse> {
  try {
    const frame: PixelFrame = { data: new Uint8ClampedArray(req.buffer), width: req.width, height: req.height };
    const result = await detector.detect(shrinkFrame(frame, req.out));
    return { type: 'result', id: req.id, result, engine: detector.engine };
  } catch (error) {
    return { type: 'result', id: req.id, error: describeError(error) };
  }
}
