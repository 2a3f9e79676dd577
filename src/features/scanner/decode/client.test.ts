import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Detector } from '../types';
import {
  createDecoder,
  createInlineDecoder,
  createWorkerDecoder,
  DecodeError,
  DecoderUnavailableError,
} from './client';
import type { DecodeRequest, WorkerMessage } from './protocol';

/** A worker stand-in that answers through `reply`. */
function fakeWorker() {
  const listeners: Record<string, Array<(e: unknown) => void>> = {};
  const posted: Array<{ req: DecodeRequest; transfer: unknown }> = [];
  return {
    posted,
    reply: (r: WorkerMessage) => {
      for (const l of listeners.message ?? []) l({ data: r });
    },
    crash: (message: string) => {
      for (const l of listeners.error ?? []) l({ message });
    },
    worker: {
      postMessage: vi.fn((req: DecodeRequest, transfer: unknown) => posted.push({ req, transfer })),
      terminate: vi.fn(),
      addEventListener: (type: string, l: (e: unknown) => void) => {
        listeners[type] = [...(listeners[type] ?? []), l];
      },
    },
  };
}
const frame = () => ({ data: new Uint8ClampedArray(16), width: 2, height: 2 });
const code = { text: 'hi', corners: [0, 1, 2, 3].map((x) => ({ x, y: x })) } as never;
const jsqrStub: Detector = { engine: 'jsqr', detect: async () => code };
const quiet = { log() {} };

afterEach(() => vi.useRealTimers());

describe('worker decoder', () => {
  it('transfers the pixels, is busy until the answer comes, and resolves with it', async () => {
    const w = fakeWorker();
    const d = createWorkerDecoder(w.worker as never);
    expect(d.busy).toBe(false);
    const p = d.decode(frame());
    expect(d.busy).toBe(true);
    const { req, transfer } = w.posted[0]!;
    expect(req).toMatchObject({ width: 2, height: 2 });
    expect(transfer).toEqual([req.buffer]);
    w.reply({ type: 'result', id: req.id, result: code, engine: 'jsqr' });
    await expect(p).resolves.toBe(code);
    expect(d.busy).toBe(false);
  });

  it('passes the size to area-average to, so the shrink runs in the worker, not on the page', async () => {
    const w = fakeWorker();
    const d = createWorkerDecoder(w.worker as never);
    void d.decode(frame(), { width: 1, height: 1 });
    expect(w.posted[0]!.req).toMatchObject({ width: 2, height: 2, out: { width: 1, height: 1 } });
    // Without a worker, the page shrinks before decoding.
    const detect = vi.fn(async () => null);
    await createInlineDecoder({ engine: 'jsqr', detect }).decode(frame(), { width: 1, height: 1 });
    expect(detect).toHaveBeenCalledWith(expect.objectContaining({ width: 1, height: 1 }));
  });

  it('does not detach a buffer the caller shares with other data', async () => {
    const w = fakeWorker();
    const d = createWorkerDecoder(w.worker as never);
    const big = new Uint8ClampedArray(32);
    void d.decode({ data: big.subarray(16), width: 2, height: 2 });
    expect(w.posted[0]!.req.buffer).not.toBe(big.buffer);
  });

  it('rejects with DecodeError on a decoder error or a worker crash', async () => {
    const w = fakeWorker();
    const d = createWorkerDecoder(w.worker as never);
    const a = d.decode(frame());
    w.reply({ type: 'result', id: w.posted[0]!.req.id, error: 'InvalidFrameError: bad' });
    await expect(a).rejects.toThrow(DecodeError);
    const b = d.decode(frame());
    w.crash('boom');
    await expect(b).rejects.toThrow('boom');
    expect(d.busy).toBe(false);
  });

  it('settles pending decodes as "nothing" on dispose and terminates the worker', async () => {
    const w = fakeWorker();
    const d = createWorkerDecoder(w.worker as never);
    const p = d.decode(frame());
    d.dispose();
    await expect(p).resolves.toBeNull();
    expect(w.worker.terminate).toHaveBeenCalled();
  });
});

describe('createDecoder: worker, then main thread, then unavailable', () => {
  it('is busy until the worker says which decoder it chose, then decodes there', async () => {
    const w = fakeWorker();
    const onReady = vi.fn();
    const d = createDecoder({ makeWorker: () => w.worker, onReady, ...quiet });
    expect(d.busy).toBe(true);
    expect(d.engine).toBeNull();
    const p = d.decode(frame());
    w.reply({ type: 'ready', engine: 'zxing' });
    await vi.waitFor(() => expect(w.posted).toHaveLength(1));
    expect(onReady).toHaveBeenCalledWith('zxing');
    expect(d.engine).toBe('zxing');
    w.reply({ type: 'result', id: w.posted[0]!.req.id, result: code, engine: 'zxing' });
    await expect(p).resolves.toBe(code);
    expect(d.busy).toBe(false);
  });

  it.each([
    ['the worker script fails to load', (w: ReturnType<typeof fakeWorker>) => w.crash('404 decode.worker.js')],
    ['no decoder loads in the worker', (w: ReturnType<typeof fakeWorker>) => w.reply({ type: 'failed', error: 'x' })],
  ])('decodes on the main thread when %s', async (_, fail) => {
    const w = fakeWorker();
    const log = vi.fn();
    const d = createDecoder({ makeWorker: () => w.worker, loadInline: async () => jsqrStub, log });
    fail(w);
    await expect(d.decode(frame())).resolves.toBe(code);
    expect(d.engine).toBe('jsqr');
    expect(w.worker.terminate).toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/main thread/), expect.any(DecodeError));
  });

  it('decodes on the main thread when Worker throws, or when the worker never answers', async () => {
    const a = createDecoder({
      makeWorker: () => {
        throw new DOMException('blocked by CSP', 'SecurityError');
      },
      loadInline: async () => jsqrStub,
      ...quiet,
    });
    await expect(a.decode(frame())).resolves.toBe(code);

    vi.useFakeTimers();
    const w = fakeWorker();
    const b = createDecoder({
      makeWorker: () => w.worker,
      loadInline: async () => jsqrStub,
      readyTimeoutMs: 500,
      ...quiet,
    });
    const p = b.decode(frame());
    await vi.advanceTimersByTimeAsync(500);
    await expect(p).resolves.toBe(code);
    expect(w.worker.terminate).toHaveBeenCalled();
  });

  it('reports DecoderUnavailableError once when nothing loads anywhere; decode() rejects with it', async () => {
    const w = fakeWorker();
    const onUnavailable = vi.fn();
    const d = createDecoder({
      makeWorker: () => w.worker,
      loadInline: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      onUnavailable,
      ...quiet,
    });
    w.reply({ type: 'failed', error: 'no decoder' });
    await expect(d.decode(frame())).rejects.toBeInstanceOf(DecoderUnavailableError);
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(onUnavailable.mock.calls[0]![0].message).toMatch(/dynamically imported module/);
    expect(d.busy).toBe(true);
  });

  it('a decoder that becomes ready after dispose is closed at once', async () => {
    const w = fakeWorker();
    const onReady = vi.fn();
    const d = createDecoder({ makeWorker: () => w.worker, onReady, ...quiet });
    d.dispose();
    w.reply({ type: 'ready', engine: 'jsqr' });
    await vi.waitFor(() => expect(w.worker.terminate).toHaveBeenCalled());
    expect(onReady).not.toHaveBeenCalled();
  });
});

describe('inline decoder', () => {
  it('is busy while decoding and reports its engine', async () => {
    const d = createInlineDecoder(jsqrStub);
    const p = d.decode(frame());
    expect(d.busy).toBe(true);
    await expect(p).resolves.toBe(code);
    expect(d.busy).toBe(false);
    expect(d.engine).toBe('jsqr');
  });
});
