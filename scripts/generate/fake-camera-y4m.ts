/**
 * Writes a YUV4MPEG2 (C420) video for Chromium's fake camera
 * (`--use-file-for-fake-video-capture=FILE.y4m`): a QR code of the given text on a light-grey
 * background, or a blank picture. No ffmpeg needed; the file is generated at test time, never committed.
 *
 *   tsx scripts/generate/fake-camera-y4m.ts OUT.y4m [text]      (no text = blank video)
 */
import { writeFileSync } from 'node:fs';
import { type GreyImage, pasteGrey, qrGrey } from '../../src/features/scanner/testing/qr-fixtures';

export interface Y4mOptions {
  /** Portrait, like a phone camera feed in portrait mode; even sizes (4:2:0). */
  width?: number;
  height?: number;
  frames?: number;
  fps?: number;
  /** QR side in pixels. */
  codeSide?: number;
  /** Where the code's centre is, as fractions of the picture (default the centre, where the scan frame is). */
  codeCentre?: { x: number; y: number };
}

/** A grey picture as one Y4M frame sequence: luma plane + neutral chroma (128). */
export function y4mBytes(picture: GreyImage, frames = 3, fps = 15): Buffer {
  const { width, height } = picture;
  if (width % 2 || height % 2) throw new RangeError('y4m 4:2:0 needs even width and height');
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, 'latin1');
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'latin1'), Buffer.from(picture.data), chroma]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

export function qrPicture(text: string | null, o: Y4mOptions = {}): GreyImage {
  const { width = 480, height = 640, codeSide = 240, codeCentre = { x: 0.5, y: 0.5 } } = o;
  const picture: GreyImage = { width, height, data: new Uint8Array(width * height).fill(215) };
  if (text === null) return picture;
  const modules = qrGrey(text, { moduleSize: 1, quiet: 0 }).width + 8;
  const code = qrGrey(text, { moduleSize: Math.max(2, Math.floor(codeSide / modules)) });
  const x = Math.round(width * codeCentre.x - code.width / 2);
  const y = Math.round(height * codeCentre.y - code.height / 2);
  return pasteGrey(picture, code, x, y);
}

export function writeY4m(file: string, text: string | null, o: Y4mOptions = {}): string {
  writeFileSync(file, y4mBytes(qrPicture(text, o), o.frames, o.fps));
  return file;
}

if (process.argv[1]?.endsWith('fake-camera-y4m.ts')) {
  const [out, text] = process.argv.slice(2);
  if (!out) {
    console.error('usage: tsx scripts/generate/fake-camera-y4m.ts OUT.y4m [text]');
    process.exit(2);
  }
  writeY4m(out, text ?? null);
  console.log(`wrote ${out}${text ? ` (QR: ${text})` : ' (blank)'}`);
}
