/**
 * One global async mutex. implement() runs every POST resolver inside it, so a resolver's
 * check-then-write (stock, one-time tx hashes, lottery joins) is atomic even when requests race.
 */
let tail: Promise<unknown> = Promise.resolve();

export function withLock<T>(fn: () => T | Promise<T>): Promise<T> {
  const run = tail.then(() => fn());
  // The next waiter starts after this one settles, whatever the outcome.
  tail = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}
