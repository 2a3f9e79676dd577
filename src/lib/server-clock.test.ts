import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, onServerClockChange, resetServerClock, serverNow } from './server-clock';

afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

describe('server clock', () => {
  it('follows the Date header of the last response, whatever the phone clock says', () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T00:10:00Z') });
    noteServerDate('Thu, 01 Jan 2026 00:00:00 GMT');
    expect(new Date(serverNow()).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    vi.advanceTimersByTime(5_000);
    expect(new Date(serverNow()).toISOString()).toBe('2026-01-01T00:00:05.000Z');
  });
  it('keeps the last good offset when a header is missing or unreadable', () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T00:10:00Z') });
    noteServerDate('Thu, 01 Jan 2026 00:00:00 GMT');
    noteServerDate(null);
    noteServerDate('not a date');
    expect(new Date(serverNow()).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
  it('tells its listeners of a move of a second or more, not of each answer’s milliseconds', () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T00:10:00Z') });
    const heard = vi.fn();
    const stop = onServerClockChange(heard);
    noteServerDate('Thu, 01 Jan 2026 00:00:00 GMT');
    expect(heard).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300);
    noteServerDate('Thu, 01 Jan 2026 00:00:00 GMT');
    expect(heard).toHaveBeenCalledTimes(1);
    noteServerDate('Thu, 01 Jan 2026 00:00:05 GMT');
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    noteServerDate('Thu, 01 Jan 2026 00:10:00 GMT');
    expect(heard).toHaveBeenCalledTimes(2);
  });
  it('goes back to the device clock exactly on reset', () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T00:10:00.250Z') });
    noteServerDate('Thu, 01 Jan 2026 00:00:00 GMT');
    resetServerClock();
    expect(serverNow()).toBe(Date.now());
  });
});
