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
  if (!Number.isFinite(server) || server - receivedAt === offsetMs) return;
  offsetMs = server - receivedAt;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the measured offset changes; returns the unsubscribe. */
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
