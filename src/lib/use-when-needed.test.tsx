// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, resetAfterFirstScreen } from './after-first-screen';
import { touchToLoad, useWhenNeeded } from './use-when-needed';

let observed: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
let margin = '';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useWhenNeeded(ref) ? 'needed' : 'waiting'}</div>;
}

beforeEach(() => {
  observed = null;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: typeof observed, options: { rootMargin: string }) {
        observed = cb;
        margin = options.rootMargin;
      }
      observe() {}
      disconnect() {}
    },
  );
  // A page still loading its first screen.
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  // Its first screen not shown yet: files of the worker share afterFirstScreen's state, and an earlier one may
  // have left it settled.
  resetAfterFirstScreen();
});
afterEach(() => {
  cleanup();
  delete window.__mallFirstPicture;
  resetAfterFirstScreen();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useWhenNeeded', () => {
  it('waits while the page loads and the element is far from the screen', () => {
    render(<Probe />);
    act(() => observed?.([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(margin).toBe('100% 0px');
  });

  it('is needed once the element comes near the screen', () => {
    render(<Probe />);
    act(() => observed?.([{ isIntersecting: true }]));
    expect(screen.getByText('needed')).toBeInTheDocument();
  });

  it('is needed once the page has loaded and the browser is idle, without scrolling', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(<Probe />);
    act(() => void window.dispatchEvent(new Event('load')));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
    await act(async () => {
      for (const cb of idle.splice(0)) cb();
    });
    // afterFirstScreen's idle moment, then this one.
    await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
    await act(async () => {
      for (const cb of idle.splice(0)) cb();
    });
    expect(await screen.findByText('needed')).toBeInTheDocument();
  });

  it("after the load event, still waits for the first screen's picture that index.html asked for", async () => {
    let pictureLoaded = () => {};
    window.__mallFirstPicture = new Promise((r) => {
      pictureLoaded = r;
    });
    resetAfterFirstScreen();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => {});
    // The browser is idle as often as anything asks: every idle callback asked for runs.
    const idleRounds = async () => {
      for (let i = 0; i < 5; i++) {
        await act(async () => {
          for (const cb of idle.splice(0)) cb();
        });
      }
    };
    render(<Probe />);
    act(() => void window.dispatchEvent(new Event('load')));
    await idleRounds();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    // Control: once the picture has loaded, the same rounds make it needed.
    await act(async () => pictureLoaded());
    await idleRounds();
    expect(screen.getByText('needed')).toBeInTheDocument();
  });
});

describe('touchToLoad', () => {
  it('loads when the first screen is ready, or at once when touched, whichever comes first', async () => {
    // A first picture that never loads (the cap is 3 s).
    window.__mallFirstPicture = new Promise(() => {});
    const piece = touchToLoad();
    let loaded = false;
    void piece.load(async () => {
      loaded = true;
    });
    await Promise.resolve();
    expect(loaded).toBe(false);
    piece.touch();
    await vi.waitFor(() => expect(loaded).toBe(true));
  });

  it('control: untouched, waits for the first screen', async () => {
    let picture = () => {};
    window.__mallFirstPicture = new Promise<void>((r) => {
      picture = r;
    });
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 0));
    const piece = touchToLoad();
    let loaded = false;
    void piece.load(async () => {
      loaded = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(loaded).toBe(false);
    picture();
    await vi.waitFor(() => expect(loaded).toBe(true));
  });

  it("'touched': the first screen's end does not load it, a touch does", async () => {
    window.__mallFirstPicture = Promise.resolve();
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 0));
    const piece = touchToLoad('touched');
    let loaded = false;
    void piece.load(async () => {
      loaded = true;
    });
    // What loads the default kind (the control above) has passed: the picture is there, an idle moment has come.
    await afterFirstScreen();
    await new Promise((r) => setTimeout(r, 10));
    expect(loaded).toBe(false);
    piece.touch();
    await vi.waitFor(() => expect(loaded).toBe(true));
  });
});
