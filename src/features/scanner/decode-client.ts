import type { DecodeRequest, DecodeResponse } from './decode-protocol';
import type { DecodedCode } from './decoder';
import type { PixelFrame } from './pixels';

/** One decode at a time: the scan loop skips frames while `busy` rather than queueing them. */
export interface FrameDecoder {
  readonly busy: boolean;
  decode(frame: PixelFrame): Promise<DecodedCode | null>;
  dispose(): void;
}

export class DecodeError extends Error {
  override name = 'DecodeError';
}

/** Decodes in a module worker; jsQR is loaded there only. Falls back to the main thread if workers are unavailable. */
export function createDecoder(): FrameDecoder {
  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL('./decode.worker.ts', import.meta.url), { type: 'module', name: 'qr-decode' });
  } catch {
    return createInlineDecoder();
  }
  return createWorkerDecoder(worker);
}

export function createWorkerDecoder(
  worker: Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>,
): FrameDecoder {
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: DecodedCode | null) => void; reject: (e: Error) => void }>();
  worker.addEventListener('message', (e) => {
    const msg = (e as MessageEvent<DecodeResponse>).data;
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.error !== undefined) p.reject(new DecodeError(msg.error));
    else p.resolve(msg.result);
  });
  worker.addEventListener('error', (e) => {
    const err = new DecodeError((e as ErrorEvent).message || 'decoder worker failed');
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  });
  return {
    get busy() {
      return pending.size > 0;
    },
    decode(frame) {
      const id = nextId++;
      // Copy when the view does not own its whole buffer, so the transfer does not detach the caller's data.
      const owned = frame.data.byteOffset === 0 && frame.data.byteLength === frame.data.buffer.byteLength;
      const buffer = (owned ? frame.data.buffer : frame.data.slice().buffer) as ArrayBuffer;
      const req: DecodeRequest = { id, width: frame.width, height: frame.height, buffer };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage(req, [buffer]);
      });
    },
    dispose() {
      worker.terminate();
      for (const p of pending.values()) p.resolve(null);
      pending.clear();
    },
  };
}

/** Main-thread decoding (no Worker support): the decoder chunk is still loaded lazily. */
export function createInlineDecoder(load = () => import('./detect').then((m) => m.pickDetector())): FrameDecoder {
  let running = 0;
  const detector = load();
  return {
    get busy() {
      return running > 0;
    },
    async decode(frame) {
      running++;
      try {
        return await (await detector).detect(frame);
      } finally {
        running--;
      }
    },
    dispose() {},
  };
}
