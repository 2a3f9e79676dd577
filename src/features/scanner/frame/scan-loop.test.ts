import { describe, expect, it, vi } from 'vitest';
import type { DecodedCode, FrameDecoder } from '../types';
import type { GrabMode } from './crop';
import { nextGrabMode, type ScanLoopDeps, startScanLoop, WINDOW_AFTER_MISSES, WINDOW_EVERY } from './scan-loop';

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

  describe('an aimed but off-centre code (the crop holds none, the window does)', () => {
    /** A decoder that answers at once: the code is only in the window grab (frames 2 px wide). */
    function offCentre(codeIn: GrabMode | 'both' | 'none') {
      const modes: GrabMode[] = [];
      const frames: Array<() => void> = [];
      const out = { width: 1, height: 1 };
      const decoder: FrameDecoder = {
        busy: false,
        decode: vi.fn(async (f) =>
          codeIn === 'both' || ((codeIn === 'window') === (f.width === 2) && codeIn !== 'none') ? read('OFF') : null,
        ),
        dispose: vi.fn(),
      };
      const deps: ScanLoopDeps = {
        requestFrame: (cb) => frames.push(cb),
        cancelFrame: vi.fn(),
        paint: () => true,
        grab: vi.fn((mode: GrabMode = 'crop') => {
          modes.push(mode);
          return {
            frame: { data: new Uint8ClampedArray(8), width: mode === 'window' ? 2 : 1, height: 1 },
            out,
            toViewport: (p: { x: number; y: number }) => p,
          };
        }),
        decoder,
        onAccepted: vi.fn(),
      };
      const loop = startScanLoop(deps);
      const run = async (n: number) => {
        for (let i = 0; i < n && loop.running; i++) {
          frames.shift()?.();
          await Promise.resolve();
          await Promise.resolve();
        }
      };
      return { deps, loop, modes, run, decoder, out };
    }

    it('is read through the whole window after the crop has missed for a while', async () => {
      const h = offCentre('window');
      await h.run(40);
      expect(h.deps.onAccepted).toHaveBeenCalledWith('OFF');
      // The crop first, then the window; once the window reads, it is grabbed again for the four reads.
      expect(h.modes).toEqual([...Array(WINDOW_AFTER_MISSES).fill('crop'), 'window', 'window', 'window', 'window']);
      expect(h.decoder.decode).toHaveBeenLastCalledWith(expect.objectContaining({ width: 2 }), h.out);
    });

    it('keeps the crop as the rule: the window only every few frames while nothing is read', async () => {
      const h = offCentre('none');
      await h.run(WINDOW_AFTER_MISSES + 3 * WINDOW_EVERY);
      const fallbacks = h.modes.flatMap((m, i) => (m !== 'crop' ? [`${i} ${m}`] : []));
      expect(fallbacks).toEqual(
        ['window', 'zoom', 'window'].map((m, k) => `${WINDOW_AFTER_MISSES + k * WINDOW_EVERY} ${m}`),
      );
      expect(h.deps.onAccepted).not.toHaveBeenCalled();
    });

    it('a centred code never needs the window', async () => {
      const h = offCentre('crop');
      await h.run(10);
      expect(h.deps.onAccepted).toHaveBeenCalledWith('OFF');
      expect(h.modes).toEqual(['crop', 'crop', 'crop', 'crop']);
    });

    it('nextGrabMode: crop until the misses reach the threshold, then every WINDOW_EVERY-th window or zoom; a hit sticks', () => {
      expect(nextGrabMode(0, null)).toBe('crop');
      expect(nextGrabMode(WINDOW_AFTER_MISSES - 1, null)).toBe('crop');
      expect(nextGrabMode(WINDOW_AFTER_MISSES, null)).toBe('window');
      expect(nextGrabMode(WINDOW_AFTER_MISSES + 1, null)).toBe('crop');
      expect(nextGrabMode(WINDOW_AFTER_MISSES + WINDOW_EVERY, null)).toBe('zoom');
      expect(nextGrabMode(WINDOW_AFTER_MISSES + 2 * WINDOW_EVERY, null)).toBe('window');
      expect(nextGrabMode(0, 'window')).toBe('window');
      expect(nextGrabMode(0, 'zoom')).toBe('zoom');
    });
  });
});
