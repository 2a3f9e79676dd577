import jsQR from 'jsqr';
import { assertFrame, invertFrame } from '../../frame/pixels';
import type { DecodedCode, PixelFrame } from '../../types';
import { usableRead } from '../usable-read';

export type Inversion = 'dontInvert' | 'onlyInvert' | 'attemptBoth' | 'invertFirst';

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
