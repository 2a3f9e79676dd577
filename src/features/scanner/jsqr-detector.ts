import { decodeFrame } from './decoder';
import type { Detector } from './detect';

/** The last resort: jsQR in JavaScript, trying the normal and the inverted image (spec §5). */
export const jsqrDetector: Detector = {
  engine: 'jsqr',
  async detect(frame) {
    return decodeFrame(frame, 'attemptBoth');
  },
};
