import { createDecoder } from '../decode/client';
import { downscaleSize } from '../frame/crop';
import type { DecodedCode, FrameDecoder } from '../types';

/** Pictures are shrunk to this longest side before decoding: enough for a code filling a tenth of a photo. */
export const STILL_MAX_SIDE = 1024;

export class PictureError extends Error {
  override name = 'PictureError';
}

/**
 * Decodes a picture chosen from the album (fallback when there is no camera API). A file the
 * browser cannot decode as an image is rejected with PictureError; a picture without a code gives null.
 */
export async function decodePicture(
  file: Blob,
  makeDecoder: () => FrameDecoder = createDecoder,
): Promise<DecodedCode | null> {
  if (file.type && !file.type.startsWith('image/')) throw new PictureError(`not an image: ${file.type}`);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (e) {
    throw new PictureError(`unreadable image: ${(e as Error)?.message ?? e}`);
  }
  const size = downscaleSize({ width: bitmap.width, height: bitmap.height }, STILL_MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new PictureError('no 2d canvas');
  // A photo is shrunk here by the browser, not by the scanner's area averaging (reading back a 12-megapixel
  // photo to average it in JavaScript costs ~50 MB). 'high' makes Chromium and WebKit average (mipmaps)
  // instead of sampling bilinearly, which would skip pixels and thin modules at factors above 2.
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const img = ctx.getImageData(0, 0, size.width, size.height);
  const decoder = makeDecoder();
  try {
    return await decoder.decode({ data: img.data, width: img.width, height: img.height });
  } finally {
    decoder.dispose();
  }
}
