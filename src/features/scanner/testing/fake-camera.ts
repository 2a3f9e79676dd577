import { pasteGrey, qrGrey } from './qr-fixtures';

/**
 * A camera stand-in for stories: a canvas showing a QR code (or nothing), streamed through
 * captureStream(). The canvas is redrawn on a timer because captureStream only emits frames on change.
 */
export function fakeCamera(text: string | null, { width = 480, height = 640, codeSide = 160 } = {}) {
  return async (): Promise<MediaStream> => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    const grey = { width, height, data: new Uint8Array(width * height).fill(205) };
    if (text !== null) {
      const modules = qrGrey(text, { moduleSize: 1, quiet: 0 }).width + 8;
      const code = qrGrey(text, { moduleSize: Math.max(2, Math.floor(codeSide / modules)) });
      pasteGrey(grey, code, Math.round((width - code.width) / 2), Math.round((height - code.height) / 2));
    }
    const img = ctx.createImageData(width, height);
    grey.data.forEach((v, i) => {
      img.data.set([v, v, v, 255], i * 4);
    });
    let tick = 0;
    const draw = () => {
      ctx.putImageData(img, 0, 0);
      // A moving 1-px dot in the corner keeps frames flowing without touching the code.
      ctx.fillStyle = tick++ % 2 ? '#cdcdcd' : '#cecece';
      ctx.fillRect(0, 0, 1, 1);
    };
    draw();
    const timer = setInterval(draw, 50);
    const stream = canvas.captureStream(20);
    for (const track of stream.getTracks()) {
      const stop = track.stop.bind(track);
      track.stop = () => {
        clearInterval(timer);
        stop();
      };
    }
    return stream;
  };
}

export function refusedCamera(name = 'NotAllowedError') {
  return async (): Promise<MediaStream> => {
    throw new DOMException('Permission denied', name);
  };
}

/** Never answers: the "opening the camera" state. */
export const pendingCamera = () => new Promise<MediaStream>(() => {});
