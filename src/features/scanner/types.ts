/**
 * The types every part of the scanner shares (frame geometry, pixels, a decoded code, a decoder), in one
 * file that imports nothing: each concern (frame/, decode/, camera/, ui/) depends on this file and never
 * on another concern only for a type, which is what kept the engines and the engine chooser in a circle.
 */

export interface Size {
  width: number;
  height: number;
}
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}

/** An RGBA image as ImageData carries it; `format` exists so callers cannot pass e.g. a luma plane by mistake. */
export interface PixelFrame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  format?: 'rgba';
}

export interface DecodedCode {
  text: string;
  /** Top-left, top-right, bottom-right, bottom-left, in the decoded image's pixels. */
  corners: [Point, Point, Point, Point];
}

/** Which decoder a scanner uses: the platform's, ZXing in WebAssembly, or jsQR in JavaScript. */
export type Engine = 'native' | 'zxing' | 'jsqr';

/** One engine behind a common face (decode/<engine>/): a frame in, a usable read or null out. */
export interface Detector {
  engine: Engine;
  detect(frame: PixelFrame): Promise<DecodedCode | null>;
}

/** One decode at a time: the scan loop skips frames while `busy` rather than queueing them. */
export interface FrameDecoder {
  readonly busy: boolean;
  /** `out`: area-average the frame to this size first (off the main thread when a worker decodes). */
  decode(frame: PixelFrame, out?: Size): Promise<DecodedCode | null>;
  dispose(): void;
  /** The decoder in use, once chosen (null while loading). */
  readonly engine?: Engine | null;
}
