// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWhenNeeded } from './use-when-needed';

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
});
afterEach(() => {
  cleanup();
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
    act(() => {
      for (const cb of idle) cb();
    });
    expect(await screen.findByText('needed')).toBeInTheDocument();
  });
});
