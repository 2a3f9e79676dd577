// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('ticks down each second and reports the expiry once', () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const onExpire = vi.fn();
    render(<Countdown deadline={3000} onExpire={onExpire} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('data-seconds', '3');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer).toHaveAttribute('data-seconds', '2');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('expires at once when the deadline has passed', () => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
    const onExpire = vi.fn();
    render(<Countdown deadline={5000} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
