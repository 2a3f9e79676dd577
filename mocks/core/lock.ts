import { shopSlot } from './shop';

/**
 * One async mutex per shop. implement() runs every POST resolver inside it, so a resolver's
 * check-then-write (stock, one-time tx hashes, lottery joins) is atomic even when requests race;
 * shops share nothing, so two shops' POSTs need not wait for each other.
 */
const shopLock = shopSlot('lock', () => ({ tail: Promise.resolve() as Promise<unknown> }));

export function withLock<T>(fn: () => T | Promise<T>): Promise<T> {
  const lock = shopLock();
  const run = lock.tail.then(() => fn());
  // The next waiter starts after this one settles, whatever the outcome.
  lock.tail = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}
