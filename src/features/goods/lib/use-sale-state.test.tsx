// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSaleState } from './use-sale-state';

const HOUR = 3_600_000;
const SERVER = Date.UTC(2026, 10, 29, 8, 0, 0);

describe('useSaleState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the clock again when the sale time arrives: a phone two hours ahead does not open a sale early', () => {
    // The page mounts before the goods answer, whose Date header is the first word of the server's clock: until
    // then the phone's own (two hours ahead) stands in.
    let clock = SERVER + 2 * HOUR;
    const now = () => clock;
    const { result, rerender } = renderHook(({ saleTime }) => useSaleState(saleTime, now), {
      initialProps: { saleTime: undefined as number | undefined },
    });
    expect(result.current.kind).toBe('unscheduled');

    // The answer: the server's clock is known, and the sale starts in an hour of it.
    clock = SERVER;
    rerender({ saleTime: SERVER + HOUR });
    expect(result.current).toMatchObject({ kind: 'upcoming', at: SERVER + HOUR, nowMs: SERVER });
  });

  it('counts down on the clock and opens the sale when it reaches the sale time', () => {
    let clock = SERVER;
    const now = () => clock;
    const { result } = renderHook(() => useSaleState(SERVER + 2_000, now));
    expect(result.current.kind).toBe('upcoming');

    clock = SERVER + 1_000;
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ kind: 'upcoming', nowMs: SERVER + 1_000 });

    clock = SERVER + 2_000;
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.kind).toBe('open');
  });

  it('is open at once for a sale time already past on the clock', () => {
    const { result } = renderHook(() => useSaleState(SERVER - HOUR, () => SERVER));
    expect(result.current.kind).toBe('open');
  });
});
