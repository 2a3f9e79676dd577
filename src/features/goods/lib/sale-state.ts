import { formatCountdown, secondsLeft } from '@/lib/format-time';

/**
 * Whether goods can be bought yet, from the SPU's `saleTime` (the backend's clock).
 * - `unscheduled`: no sale time. The real backend lists such goods but crashes on submit (code 1
 *   "Internal error", docs/backend/corrections.md#b8-no-sale-time), so they are shown as not on sale, never with a buy
 *   button.
 * - `upcoming`: the sale starts at `at`; the buy button counts down to it.
 * - `open`: on sale (other checks — stock, limits, type — still apply).
 */
export type SaleState = { kind: 'unscheduled' } | { kind: 'upcoming'; at: number } | { kind: 'open' };

export function saleState(saleTime: number | undefined, now: number): SaleState {
  if (saleTime === undefined) return { kind: 'unscheduled' };
  return saleTime > now ? { kind: 'upcoming', at: saleTime } : { kind: 'open' };
}

/** "hh:mm:ss" under a day, else days apart: {days, clock}. Whole seconds, rounded up (never shows 0 early). */
export function saleCountdown(ms: number): { days: number; clock: string } {
  // The countdown's own arithmetic (src/lib/format-time.ts), as the one Countdown component shows it.
  const total = secondsLeft(ms, 0);
  return { days: Math.floor(total / 86_400), clock: formatCountdown(total, true) };
}
