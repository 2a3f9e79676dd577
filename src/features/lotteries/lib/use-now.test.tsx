// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, resetServerClock } from '@/lib/server-clock';
import { useNow } from './use-now';

// The device's clock before each test too: another file in the worker may have measured a server's clock (the mock's is months off).
beforeEach(resetServerClock);
afterEach(() => {
  resetServerClock();
  vi.useRealTimers();
});

const SERVER = Date.parse('2026-03-01T12:00:00Z');

describe("the lotteries' clock", () => {
  it('is the server clock, so a phone clock 10 minutes off moves neither a phase nor a countdown', () => {
    // Before: lotteries ticked on Date.now(), so their own countdown showed the phone's idea of the time.
    vi.useFakeTimers();
    vi.setSystemTime(SERVER + 10 * 60_000);
    noteServerDate(new Date(SERVER).toUTCString());
    const { result } = renderHook(() => useNow());
    expect(Math.abs(result.current - SERVER)).toBeLessThan(1000);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(Math.abs(result.current - (SERVER + 3000))).toBeLessThan(1000);
  });

  it('moves at once when an answer after the mount measures the server clock, not at the next tick', () => {
    // Before: the page mounted on the device's clock and judged the first answer's lottery by it for up to a second.
    vi.useFakeTimers();
    vi.setSystemTime(SERVER + 10 * 60_000);
    const { result } = renderHook(() => useNow());
    expect(Math.abs(result.current - (SERVER + 10 * 60_000))).toBeLessThan(1000);
    act(() => noteServerDate(new Date(SERVER).toUTCString()));
    expect(Math.abs(result.current - SERVER)).toBeLessThan(1000);
  });
});
