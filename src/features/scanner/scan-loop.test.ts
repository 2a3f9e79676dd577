import { describe, expect, it, vi } from 'vitest';
import type { FrameDecoder } from './decode-client';
import type { DecodedCode } from './decoder';
import { type ScanLoopDeps, startScanLoop } from './scan-loop';

const corners = [
  { x: 1, y: 1 },
  { x: 2, y: 1 },
  { x: 2, y: 2 },
  { x: 1, y: 2 },
] as DecodedCode['corners'];

/** A controllable decoder: each decode waits until the test settles it. */
function manualDecoder() {
  const waiting: Array<{ resolve: (r: DecodedCode | null) => void; reject: (e: Error) => void }> = [];
  const decoder: FrameDecoder = {
    get busy() {
      return waiting.length > 0;
    },
    decode: vi.fn(() => new Promise<DecodedCode | null>((resolve, reject) => waiting.push({ resolve, reject }))),
    dispose: vi.fn(),
  };
  const settle = async (r: DecodedCode | null | Error) => {
    const w = waiting.shift();
    if (!w) throw new Error('no pending decode');
    if (r instanceof Error) w.reject(r);
    else w.resolve(r);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { decoder, settle };
}

function harness(over: Partial<ScanLoopDeps> = {}) {
  const frames: Array<() => void> = [];
  const { decoder, settle } = manualDecoder();
  const deps = {
    requestFrame: vi.fn((cb: () => void) => frames.push(cb)),
    cancelFrame: vi.fn(),
    paint: vi.fn(() => true),
    grab: vi.fn(() => ({
      frame: { data: new Uint8ClampedArray(4), width: 1, height: 1 },
      toViewport: (p: { x: number; y: number }) => ({ x: p.x * 10, y: p.y * 10 }),
    })),
    decoder,
    onAccepted: vi.fn(),
    log: vi.fn(),
    ...over,
  };
  const loop = startScanLoop(deps);
  const frame = () => frames.shift()?.();
  return { deps, loop, frame, settle, decoder };
}
const read = (text: string): DecodedCode => ({ text, corners });

describe('scan loop', () => {
  it('paints every frame but skips decoding while a decode is running', async () => {
    const h = harness();
    h.frame();
    h.frame();
    h.frame();
    expect(h.deps.paint).toHaveBeenCalledTimes(3);
    expect(h.decoder.decode).toHaveBeenCalledTimes(1);
    await h.settle(null);
    h.frame();
    expect(h.decoder.decode).toHaveBeenCalledTimes(2);
  });

  it('does not decode before the video has a frame', () => {
    const h = harness({ paint: vi.fn(() => false) });
    h.frame();
    expect(h.deps.grab).not.toHaveBeenCalled();
  });

  it('outlines a read code (in viewport px) and clears the outline when it is lost', async () => {
    const h = harness();
    h.frame();
    await h.settle(read('A'));
    h.frame();
    expect(h.deps.paint).toHaveBeenLastCalledWith([
      { x: 10, y: 10 },
      { x: 20, y: 10 },
      { x: 20, y: 20 },
      { x: 10, y: 20 },
    ]);
    await h.settle(null);
    h.frame();
    expect(h.deps.paint).toHaveBeenLastCalledWith(null);
  });

  it('accepts after 4 identical reads, a different text resets, then it stops', async () => {
    const h = harness();
    for (const t of ['A', 'A', 'A', 'B', 'B', 'B']) {
      h.frame();
      await h.settle(read(t));
    }
    expect(h.deps.onAccepted).not.toHaveBeenCalled();
    h.frame();
    await h.settle(read('B'));
    expect(h.deps.onAccepted).toHaveBeenCalledWith('B');
    expect(h.loop.running).toBe(false);
    h.frame();
    expect(h.decoder.decode).toHaveBeenCalledTimes(7);
  });

  it('logs decoder errors and keeps scanning', async () => {
    const h = harness();
    h.frame();
    await h.settle(new Error('worker hiccup'));
    expect(h.deps.log).toHaveBeenCalledWith(expect.objectContaining({ message: 'worker hiccup' }));
    expect(h.loop.running).toBe(true);
    h.frame();
    expect(h.decoder.decode).toHaveBeenCalledTimes(2);
  });

  it('ignores a decode that finishes after stop', async () => {
    const h = harness({ requiredReads: 1 });
    h.frame();
    h.loop.stop();
    expect(h.deps.cancelFrame).toHaveBeenCalled();
    await h.settle(read('late'));
    expect(h.deps.onAccepted).not.toHaveBeenCalled();
  });
});
