import { shrinkFrame } from '../frame/pixels';
import type { DecodedCode, Detector, Engine, FrameDecoder } from '../types';
import type { DecodeRequest, WorkerMessage } from './protocol';

export class DecodeError extends Error {
  override name = 'DecodeError';
}
/** No decoder could load, neither in a worker nor on the main thread. */
export class DecoderUnavailableError extends Error {
  override name = 'DecoderUnavailableError';
}

type WorkerLike = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

export interface DecoderOptions {
  /** Called once if no decoder can load at all: the scanner then offers the album picture. */
  onUnavailable?: (error: DecoderUnavailableError) => void;
  /** Called once with the decoder chosen (shown on the overlay as data-engine, for tests and support). */
  onReady?: (engine: Engine | null) => void;
  makeWorker?: () => WorkerLike;
  loadInline?: () => Promise<Detector>;
  /** A worker that has not said 'ready' by then counts as failed (a hung download, a blocked script). */
  readyTimeoutMs?: number;
  log?: (message: string, error: unknown) => void;
}

export const READY_TIMEOUT_MS = 20_000;

const defaultWorker = () =>
  new Worker(new URL('./decode.worker.ts', import.meta.url), { type: 'module', name: 'qr-decode' });
const defaultInline = () => import('./pick-detector').then((m) => m.pickDetector(m.browserSources()));

/**
 * The scanner's decoder: a worker (its decoder chosen there once), or if the worker cannot start or
 * reports that nothing loaded, the same choice on the main thread; if that fails too, `onUnavailable`.
 * Busy until a decoder is ready, so the scan loop sends no frames into the void.
 */
export function createDecoder(o: DecoderOptions = {}): FrameDecoder {
  const log = o.log ?? ((m: string, e: unknown) => console.warn(`[scanner] ${m}`, e));
  let active: FrameDecoder | null = null;
  let disposed = false;
  const ready = (async () => {
    try {
      return await startWorker(o.makeWorker ?? defaultWorker, o.readyTimeoutMs ?? READY_TIMEOUT_MS);
    } catch (e) {
      if (disposed) throw e;
      log('decode worker unavailable, decoding on the main thread', e);
    }
    try {
      return createInlineDecoder(await (o.loadInline ?? defaultInline)());
    } catch (e) {
      const error = new DecoderUnavailableError(`no QR decoder could load: ${(e as Error)?.message ?? e}`);
      if (!disposed) o.onUnavailable?.(error);
      throw error;
    }
  })();
  ready.then(
    (d) => {
      if (disposed) return d.dispose();
      active = d;
      o.onReady?.(d.engine ?? null);
    },
    () => {},
  );
  return {
    get busy() {
      return active === null || active.busy;
    },
    get engine() {
      return active?.engine ?? null;
    },
    async decode(frame, out) {
      return (await ready).decode(frame, out);
    },
    dispose() {
      disposed = true;
      active?.dispose();
    },
  };
}

/** Resolves with a decoder once the worker says 'ready'; rejects (and terminates it) on 'failed', an error event or the timeout. */
export function startWorker(make: () => WorkerLike, timeoutMs: number): Promise<FrameDecoder> {
  return new Promise((resolve, reject) => {
    const worker = make();
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new DecodeError(`decoder not ready after ${timeoutMs} ms`)), timeoutMs);
    worker.addEventListener('message', (e) => {
      const msg = (e as MessageEvent<WorkerMessage>).data;
      if (settled || msg.type === 'result') return;
      if (msg.type === 'failed') return fail(new DecodeError(msg.error));
      settled = true;
      clearTimeout(timer);
      resolve(createWorkerDecoder(worker, msg.engine));
    });
    worker.addEventListener('error', (e) =>
      fail(new DecodeError((e as ErrorEvent).message || 'worker failed to load')),
    );
  });
}

/** A started worker: one request per frame, answers matched by id; a crash rejects what is pending. */
export function createWorkerDecoder(worker: WorkerLike, engine: Engine | null = null): FrameDecoder {
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: DecodedCode | null) => void; reject: (e: Error) => void }>();
  worker.addEventListener('message', (e) => {
    const msg = (e as MessageEvent<WorkerMessage>).data;
    if (msg.type !== 'result') return;
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
    engine,
    get busy() {
      return pending.size > 0;
    },
    decode(frame, out) {
      const id = nextId++;
      // Copy when the view does not own its whole buffer, so the transfer does not detach the caller's data.
      const owned = frame.data.byteOffset === 0 && frame.data.byteLength === frame.data.buffer.byteLength;
      const buffer = (owned ? frame.data.buffer : frame.data.slice().buffer) as ArrayBuffer;
      const req: DecodeRequest = { id, width: frame.width, height: frame.height, buffer, ...(out ? { out } : {}) };
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

/** Main-thread decoding with an already chosen detector (no worker could start). */
export function createInlineDecoder(detector: Detector): FrameDecoder {
  let running = 0;
  return {
    engine: detector.engine,
    get busy() {
      return running > 0;
    },
    async decode(frame, out) {
      running++;
      try {
        return await detector.detect(shrinkFrame(frame, out));
      } finally {
        running--;
      }
    },
    dispose() {},
  };
}
