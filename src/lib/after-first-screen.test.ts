// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, resetAfterFirstScreen, WAIT_CAP_MS } from './after-first-screen';

function track(p: Promise<void>): { done: boolean } {
  const state = { done: false };
  void p.then(() => {
    state.done = true;
  });
  return state;
}

/** Whether the tracked promise has resolved once `ms` more have passed on the (fake) clock. */
async function doneAfter(state: { done: boolean }, ms: number): Promise<boolean> {
  await vi.advanceTimersByTimeAsync(ms);
  return state.done;
}

/** index.html painted a picture that never finishes loading. */
const pictureNeverLoads = () => {
  window.__mallFirstPicture = new Promise(() => {});
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  resetAfterFirstScreen();
});
afterEach(() => {
  delete window.__mallFirstPicture;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('afterFirstScreen', () => {
  it("waits for index.html's picture, then resolves at the next idle moment", async () => {
    let pictureLoaded = () => {};
    window.__mallFirstPicture = new Promise((r) => {
      pictureLoaded = r;
    });
    const state = track(afterFirstScreen());
    expect(await doneAfter(state, WAIT_CAP_MS - 500)).toBe(false);
    pictureLoaded();
    expect(await doneAfter(state, 1)).toBe(true);
  });

  it('never waits longer than the cap for a picture that does not arrive', async () => {
    pictureNeverLoads();
    const state = track(afterFirstScreen());
    expect(await doneAfter(state, WAIT_CAP_MS - 1)).toBe(false);
    expect(await doneAfter(state, 2)).toBe(true);
  });

  it('counts the cap from the first call: a later caller waits for the same moment', async () => {
    pictureNeverLoads();
    const first = track(afterFirstScreen());
    await vi.advanceTimersByTimeAsync(WAIT_CAP_MS - 100);
    const later = track(afterFirstScreen());
    await vi.advanceTimersByTimeAsync(101);
    expect([first.done, later.done]).toEqual([true, true]);
  });

  it('a route without a painted picture waits only for an idle moment', async () => {
    const state = track(afterFirstScreen());
    expect(state.done).toBe(false);
    expect(await doneAfter(state, 1)).toBe(true);
  });
});
