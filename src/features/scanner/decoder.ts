import jsQR from 'jsqr';
import type { Point } from './crop';
import { assertFrame, invertFrame, type PixelFrame } from './pixels';

export type Inversion = 'dontInvert' | 'onlyInvert' | 'attemptBoth' | 'invertFirst';

export interface DecodedCode {
  text: string;
  /** Top-left, top-right, bottom-right, bottom-left, in the decoded image's pixels. */
  corners: [Point, Point, Point, Point];
}

/**
 * An empty or whitespace-only text is never a read, whatever the engine: jsQR answers "" for a symbol
 * whose bytes it cannot decode (invalid UTF-8, some Shift_JIS), and a blank text means nothing to any
 * consumer. Every engine passes its answer through here, so such a frame counts as "no code".
 */
export function usableRead<T extends { text: string }>(code: T | null | undefined): T | null {
  return code && code.text.trim() !== '' ? code : null;
}

/**
 * jsQR behind a checked interface: throws InvalidFrameError on malformed pixel data, returns null
 * when no code (or only a blank text, see usableRead) is found. `inversion` is always passed explicitly, because jsQR 1.4 merges options
 * into a module-level default and otherwise keeps the previous call's setting.
 */
export function decodeFrame(frame: PixelFrame, inversion: Inversion = 'attemptBoth'): DecodedCode | null {
  assertFrame(frame);
  // jsQR 1.4 crashes on 'onlyInvert' (it skips building the inverted image it then scans): invert here.
  const input = inversion === 'onlyInvert' ? invertFrame(frame) : frame;
  const mode = inversion === 'onlyInvert' ? 'dontInvert' : inversion;
  const code = jsQR(input.data, input.width, input.height, {
    inversionAttempts: mode,
  });
  if (!code) return null;
  const l = code.location;
  return usableRead({
    text: code.data,
    corners: [l.topLeftCorner, l.topRightCorner, l.bottomRightCorner, l.bottomLeftCorner] as DecodedCode['corners'],
  });
}
