import type { Detector } from '../../types';
import { decodeFrame } from './decode-frame';

/**
 * The last resort: jsQR in JavaScript, trying the normal and the inverted image
 * (docs/backend/spec-rules.md#validation).
 */
export const jsqrDetector: Detector = {
  engine: 'jsqr',
  async detect(frame) {
    return decodeFrame(frame, 'attemptBoth');
  },
};
