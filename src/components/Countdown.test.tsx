// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { noteServerDate, resetServerClock } from '@/lib/server-clock';
import { Countdown } from './Countdown';

initI18n('zh');

// The device's clock before each test too: another file in the worker may have measured a server's clock (the mock's is months off).
beforeEach(resetServerClock);
afterEach(() => {
  cleanup();
  resetServerClock();
  vi.useRealTimers();
});

const SERVER = Date.parse('2026-03-01T12:00:00Z');

/** The phone's clock is `offsetMs` off the server's; the app has measured the server's from a response. */
function skewPhoneClock(offsetMs: number) {
  vi.useFakeTimers();
  vi.setSystemTime(SERVER + offsetMs);
  noteServerDate(new Date(SERVER).toUTCString());
}

describe('Countdown', () => {
  it('ticks down each second and reports the expiry once', () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const onExpire = vi.fn();
    render(<Countdown deadline={3000} onExpire={onExpire} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('data-seconds', '3');
    expect(timer).toHaveTextContent('00:03');
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

  it('puts the words around the time and names the deadline', () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    render(<Countdown deadline={90_000} label={(time) => `剩余支付时间 ${time}`} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('剩余支付时间 01:30');
    expect(timer).toHaveAttribute('datetime', new Date(90_000).toISOString());
  });

  it('the long form shows days before hh:mm:ss', () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    render(<Countdown deadline={(2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000} long />);
    expect(screen.getByRole('timer')).toHaveTextContent('2天 03:04:05');
    cleanup();
    render(<Countdown deadline={(3 * 3600 + 4 * 60 + 5) * 1000} long />);
    expect(screen.getByRole('timer').textContent).toBe('03:04:05');
  });

  it('counts on the server clock when the phone clock is 10 minutes off', () => {
    const deadline = SERVER + 15 * 60_000;
    const onExpire = vi.fn();
    // The phone runs 10 minutes fast: by its clock only 5 minutes would be left.
    skewPhoneClock(10 * 60_000);
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
    skewPhoneClock(-10 * 60_000);
    render(<Countdown deadline={deadline} />);
    expect(screen.getByRole('timer')).toHaveAttribute('data-seconds', String(15 * 60));
  });
});
