// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstScreen,
  loadAfterFirstScreen,
  resetAfterFirstScreen,
  TURN_CAP_MS,
  WAIT_CAP_MS,
} from './after-first-screen';
import { FIRST_SCREEN_CAP_MARK } from './page-state';

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

/** The app's #root, empty, as index.html has it (removed after each test). */
function pageRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return root;
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
  document.getElementById('root')?.remove();
  delete window.__mallFirstPicture;
  performance.clearMarks(FIRST_SCREEN_CAP_MARK);
  vi.useRealTimers();
  vi.restoreAllMocks();
  // The settled state a test leaves may wait on a fake timer that useRealTimers just dropped (the cap's idle
  // moment): the next file of the worker (they share this module) would wait for the first screen forever.
  resetAfterFirstScreen();
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

  it("marks the cap's end on the page's clock, which tests read to tell it from the picture's arrival", () => {
    pictureNeverLoads();
    // Synchronous from here on: another file of the worker (files share the page and this module) may have started
    // a cap on the real clock that marks when its 3 s are up; no real timer runs until this test yields.
    performance.clearMarks(FIRST_SCREEN_CAP_MARK);
    void afterFirstScreen();
    vi.advanceTimersByTime(WAIT_CAP_MS - 1);
    expect(performance.getEntriesByName(FIRST_SCREEN_CAP_MARK)).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(performance.getEntriesByName(FIRST_SCREEN_CAP_MARK)).toHaveLength(1);
  });

  it("a reset stops the cap's timer: no mark of it later, in another test", () => {
    pictureNeverLoads();
    void afterFirstScreen();
    resetAfterFirstScreen();
    vi.advanceTimersByTime(WAIT_CAP_MS * 2);
    expect(performance.getEntriesByName(FIRST_SCREEN_CAP_MARK)).toHaveLength(0);
  });

  it('counts the cap from the first call: a later caller waits for the same moment', async () => {
    pictureNeverLoads();
    const first = track(afterFirstScreen());
    await vi.advanceTimersByTimeAsync(WAIT_CAP_MS - 100);
    const later = track(afterFirstScreen());
    await vi.advanceTimersByTimeAsync(101);
    expect([first.done, later.done]).toEqual([true, true]);
  });

  it('each caller goes on in a task of its own, not all in the one that settled them', async () => {
    vi.useRealTimers();
    const order: string[] = [];
    let seenInFirstTask: string[] = [];
    const first = afterFirstScreen().then(() => {
      order.push('first');
      // Runs before the task ends: a caller that went on in the same task would already be in the list.
      queueMicrotask(() => {
        seenInFirstTask = [...order];
      });
    });
    const second = afterFirstScreen().then(() => order.push('second'));
    await Promise.all([first, second]);
    expect(seenInFirstTask).toEqual(['first']);
    expect(order).toEqual(['first', 'second']);
  });

  it('once the first screen is behind, a later caller (a later page) goes on at once', async () => {
    await vi.advanceTimersByTimeAsync(0);
    const first = track(afterFirstScreen());
    expect(await doneAfter(first, 1)).toBe(true);
    const later = track(afterFirstScreen());
    // No timer runs: only promise steps.
    await Promise.resolve();
    await Promise.resolve();
    expect(later.done).toBe(true);
  });

  it('a route without a painted picture waits only for an idle moment', async () => {
    const state = track(afterFirstScreen());
    expect(state.done).toBe(false);
    expect(await doneAfter(state, 1)).toBe(true);
  });

  it("without a picture, waits for the app's first screen in the page's #root, then an idle moment", async () => {
    const root = pageRoot();
    const state = track(afterFirstScreen());
    // The router still loads the route's page: the page is idle, and nothing may go out ahead of that page.
    expect(await doneAfter(state, 100)).toBe(false);
    root.append(document.createElement('main'));
    expect(await doneAfter(state, 1)).toBe(true);
  });

  it('control: a page whose #root has the first screen already waits only for an idle moment', async () => {
    pageRoot().append(document.createElement('main'));
    expect(await doneAfter(track(afterFirstScreen()), 1)).toBe(true);
  });

  it('the cap still holds for a #root that stays empty', async () => {
    pageRoot();
    const state = track(afterFirstScreen());
    expect(await doneAfter(state, WAIT_CAP_MS - 10)).toBe(false);
    expect(await doneAfter(state, 20)).toBe(true);
  });
});

describe('loadAfterFirstScreen', () => {
  it('starts each load once the one before has loaded, and goes on after one that failed', async () => {
    vi.useRealTimers();
    const events: string[] = [];
    let finishFirst = () => {};
    const first = loadAfterFirstScreen(() => {
      events.push('first started');
      return new Promise<void>((resolve) => {
        finishFirst = () => {
          events.push('first done');
          resolve();
        };
      });
    });
    const failing = loadAfterFirstScreen(async () => {
      events.push('failing started');
      throw new Error('no network');
    });
    const last = loadAfterFirstScreen(async () => {
      events.push('last started');
    });
    await vi.waitFor(() => expect(events).toEqual(['first started']));
    // Several idle moments later the others still wait for the first.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(events).toEqual(['first started']);
    finishFirst();
    await expect(failing).rejects.toThrow('no network');
    await Promise.all([first, last]);
    expect(events).toEqual(['first started', 'first done', 'failing started', 'last started']);
  });

  it('does not wait for a load that hangs longer than the cap after it started', async () => {
    const events: string[] = [];
    void loadAfterFirstScreen(() => {
      events.push('hanging started');
      return new Promise<void>(() => {});
    });
    void loadAfterFirstScreen(async () => {
      events.push('next started');
    });
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['hanging started']);
    await vi.advanceTimersByTimeAsync(TURN_CAP_MS - 100);
    expect(events).toEqual(['hanging started']);
    await vi.advanceTimersByTimeAsync(200);
    expect(events).toEqual(['hanging started', 'next started']);
  });
});
