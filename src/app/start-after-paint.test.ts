// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_HIDDEN_MS, startAfterPaint } from './start-after-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('startAfterPaint', () => {
  it('starts the entry after the next frame, once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const load = vi.fn(() => Promise.resolve());
    startAfterPaint(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).not.toHaveBeenCalled();
    // The frame: its callback runs before the paint, the start after it.
    for (const cb of frames) cb(0);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(START_HIDDEN_MS);
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts it without a frame in a tab that draws none (in the background)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const load = vi.fn(() => Promise.resolve());
    startAfterPaint(load);
    await vi.advanceTimersByTimeAsync(START_HIDDEN_MS);
    expect(load).toHaveBeenCalledOnce();
  });

  it("shows the shell's message when the entry fails to download", async () => {
    document.body.innerHTML =
      '<div id="root"></div><div id="boot-failed" hidden><p>x</p><button type="button">retry</button></div>';
    startAfterPaint(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const box = document.getElementById('boot-failed') as HTMLElement;
    await vi.waitFor(() => expect(box.hidden).toBe(false), { timeout: 1000 });
    expect(box.getAttribute('role')).toBe('alert');
  });
});
