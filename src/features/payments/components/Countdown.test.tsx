// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate } from '@/lib/server-clock';
import { Countdown } from './Countdown';

afterEach(() => {
  cleanup();
  // Back to "server clock = device clock" for the next test.
  noteServerDate(new Date().toUTCString());
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

  it('counts on the server clock when the phone clock is 10 minutes off', () => {
    const server = Date.parse('2026-03-01T12:00:00Z');
    const deadline = server + 15 * 60_000;
    const onExpire = vi.fn();
    vi.useFakeTimers();
    // The phone runs 10 minutes fast: by its clock only 5 minutes would be left.
    vi.setSystemTime(server + 10 * 60_000);
    noteServerDate(new Date(server).toUTCString());
    render(<Countdown deadline={deadline} onExpire={onExpire} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('data-seconds', String(15 * 60));
    act(() => {
      vi.advanceTimersByTime(6 * 60_000);
    });
    // Past the phone's idea of the deadline, still payable by the server's.
    expect(timer).toHaveAttribute('data-seconds', String(9 * 60));
    expect(onExpire).not.toHaveBeenCalled();

    // And 10 minutes slow: the phone would show 25 minutes; it is 15 by the server.
    cleanup();
    vi.setSystemTime(server - 10 * 60_000);
    noteServerDate(new Date(server).toUTCString());
    render(<Countdown deadline={deadline} />);
    expect(screen.getByRole('timer')).toHaveAttribute('data-seconds', String(15 * 60));
  });
});
