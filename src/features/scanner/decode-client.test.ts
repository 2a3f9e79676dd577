import { describe, expect, it, vi } from 'vitest';
import { createInlineDecoder, createWorkerDecoder, DecodeError } from './decode-client';
import type { DecodeRequest, DecodeResponse } from './decode-protocol';

/** A worker stand-in that answers through `reply`. */
function fakeWorker() {
  const listeners: Record<string, Array<(e: unknown) => void>> = {};
  const posted: Array<{ req: DecodeRequest; transfer: unknown }> = [];
  return {
    posted,
    reply: (r: DecodeResponse) => {
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
    w.reply({ id: req.id, result: code, engine: 'jsqr' });
    await expect(p).resolves.toBe(code);
    expect(d.busy).toBe(false);
  });

  it('does not detach a buffer the caller shares with other data', async () => {
    const w = fakeWorker();
    const d = createWorkerDecoder(w.worker as never);
    const big = new Uint8ClampedArray(32);
    const view = big.subarray(16);
    void d.decode({ data: view, width: 2, height: 2 });
    expect(w.posted[0]!.req.buffer).not.toBe(big.buffer);
  });

  it('rejects with DecodeError on a decoder error or a worker crash', async () => {
    const w = fakeWorker();
    const d = createWorkerDecoder(w.worker as never);
    const a = d.decode(frame());
    w.reply({ id: w.posted[0]!.req.id, error: 'InvalidFrameError: bad' });
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

describe('inline decoder', () => {
  it('loads the detector lazily and is busy while decoding', async () => {
    const detect = vi.fn(async () => code);
    const load = vi.fn(async () => ({ engine: 'jsqr' as const, detect }));
    const d = createInlineDecoder(load);
    const p = d.decode(frame());
    expect(d.busy).toBe(true);
    await expect(p).resolves.toBe(code);
    expect(d.busy).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
