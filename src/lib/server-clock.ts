/**
 * The server's clock, as an offset from the device's: a phone's clock may be minutes off, and what the
 * backend decides (sign-in message times, payment deadlines) follows its own clock. Measured from the
 * `Date` header of API responses (1 s resolution, enough for checks measured in minutes); until one
 * arrives (or when a cross-origin API does not expose the header) the device clock stands in.
 */
let offsetMs = 0;
const listeners = new Set<() => void>();

export function noteServerDate(header: string | null, receivedAt: number = Date.now()): void {
  if (!header) return;
  const server = Date.parse(header);
  if (!Number.isFinite(server)) return;
  const moved = Math.abs(server - receivedAt - offsetMs) >= 1000;
  offsetMs = server - receivedAt;
  // Every answer measures a few milliseconds differently (the header has whole seconds): only a move of a second or
  // more is news to a clock on screen.
  if (moved) for (const listener of listeners) listener();
}

/** Calls `listener` whenever the measured offset moves by a second or more; returns the unsubscribe. */
export function onServerClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Epoch ms on the server's clock. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** The device's clock again, as before any answer: for tests, whose files share this module in one worker. */
export function resetServerClock(): void {
  offsetMs = 0;
}
