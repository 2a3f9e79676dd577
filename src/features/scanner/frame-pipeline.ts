import { decodeRegion, downscaleSize, MAX_DECODE_SIDE, type Size, scaleRect } from './crop';
import { type DecodedCode, decodeFrame } from './decoder';
import { cropScale, type PixelFrame } from './pixels';

/**
 * The shipped decode path on a frame already drawn at window size x DPR: crop the region around the
 * scan frame, shrink it to at most MAX_DECODE_SIDE, then jsQR trying normal and inverted. In the
 * browser the crop + shrink is a canvas drawImage; this pure version is what the benchmark measures
 * and what decodes album pictures.
 */
export function decodeScanRegion(
  frame: PixelFrame,
  viewport: Size,
  dpr: number,
  max = MAX_DECODE_SIDE,
): DecodedCode | null {
  const region = scaleRect(decodeRegion(viewport), dpr);
  const small = cropScale(frame, region, downscaleSize(region, max));
  return decodeFrame(small, 'attemptBoth');
}

/** A still picture (album): no scan frame to aim at, so the whole picture, shrunk. */
export function decodeStill(frame: PixelFrame, max = 1024): DecodedCode | null {
  const all = { x: 0, y: 0, width: frame.width, height: frame.height };
  const size = downscaleSize(all, max);
  const input = size.width === frame.width && size.height === frame.height ? frame : cropScale(frame, all, size);
  return decodeFrame(input, 'attemptBoth');
}
