/**
 * The clock idle expiry counts in: how long the mock has been running, added up over every run that used
 * the same state directory (the state file keeps the total in `host.json`). Time the server is off, a
 * weekend or a reboot, is not on it, so a shop expires after its idle limit of *running* time only. A
 * kill loses at most the time since the total was last written: the safe direction (a shop lives longer).
 */
export class RunClock {
  private base = 0;
  private started = performance.now();

  now(): number {
    return this.base + (performance.now() - this.started);
  }

  /** Continues from a previous run's total; never goes back. */
  resume(totalMs: number): void {
    if (!Number.isFinite(totalMs) || totalMs <= this.now()) return;
    this.base = totalMs;
    this.started = performance.now();
  }
}
