/**
 * The mock clock: every mock time (order windows, challenge expiry, session TTL) reads `now()` so
 * tests and QA can jump forward with `advance()` instead of waiting. Never Date.now() in mocks.
 *
 * Two modes: `running` follows wall time from the moment of the last reset/set (browser, Express: the
 * app's countdowns, which use the device clock, stay meaningful); frozen time only moves by advance()/
 * set() (Vitest: identical timestamps on every run).
 */
import { shopSlot } from './shop';

export interface ClockOptions {
  /** Epoch ms the clock shows right after reset. Default: wall time (running) or FIXED_START (frozen). */
  start?: number;
  running?: boolean;
}

/** 2026-01-15 10:00:00 +08:00: the frozen clock's default start, so test data is stable. */
export const FIXED_START = Date.UTC(2026, 0, 15, 2, 0, 0);

const underVitest = typeof process !== 'undefined' && Boolean(process.env?.VITEST);
let defaults: Required<ClockOptions> | { start?: number; running: boolean } = {
  running: !underVitest,
};
/** Each shop has its own clock (mocks/core/shop.ts); a new shop's clock starts as after reset(). */
const state = shopSlot('clock', () => {
  const running = defaults.running;
  const wallAtBase = wall();
  return { base: defaults.start ?? (running ? wallAtBase : FIXED_START), wallAtBase, running };
});

function wall(): number {
  // The one place the mock reads the device clock: to let a running clock tick.
  return Date.now();
}

/** Current mock time, epoch ms. */
export function now(): number {
  const s = state();
  return s.running ? s.base + (wall() - s.wallAtBase) : s.base;
}

/** Moves the clock forward (or back, with a negative value). */
export function advance(ms: number): number {
  state().base += ms;
  return now();
}

/** Jumps to an absolute time; a running clock keeps ticking from there. */
export function set(ms: number): number {
  const s = state();
  s.base = ms;
  s.wallAtBase = wall();
  return now();
}

/**
 * Stops the clock where it is (it then moves only by advance()/set()) or lets it follow wall time again from
 * where it is: a test that moves time itself (e2e on mock time) must not have the chain or the backend move on
 * while it is not looking. A reset of the shop goes back to the configured mode.
 */
export function setRunning(running: boolean): number {
  const s = state();
  if (s.running === running) return now();
  const at = now();
  s.running = running;
  return set(at);
}

/** Sets what reset() does from now on, in every shop (browser.ts / node.ts choose per runtime). */
export function configureClock(opts: ClockOptions): void {
  defaults = { ...defaults, ...opts };
}

export function reset(opts: ClockOptions = {}): number {
  const o = { ...defaults, ...opts };
  state().running = o.running;
  return set(o.start ?? (o.running ? wall() : FIXED_START));
}

export function isRunning(): boolean {
  return state().running;
}
