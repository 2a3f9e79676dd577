/**
 * A shop is everything one tester (or one test) may change in the mock: its tables, clock, forced
 * scenarios, seed, POST lock and caches. Modules keep such state in a slot of the current shop instead
 * of a module global, so one Express mock can hold many shops while handlers and domains stay unaware.
 *
 * Which shop is current is a pluggable question: the browser worker, msw/node and Storybook always answer
 * the default shop; the Express mock answers the shop of the request (AsyncLocalStorage, server/shops.ts).
 * mocks/core must run in the browser too, hence no node:async_hooks import here.
 */
export class ShopState {
  /** Slot values by slot key, created on first use in this shop. */
  readonly slots = new Map<symbol, unknown>();
}

export const defaultShop = new ShopState();

const defaultResolver = (): ShopState => defaultShop;
let resolveCurrent: () => ShopState = defaultResolver;

/**
 * Installs how the current shop is found (the Express mock: the request's shop, else the default). Returns the
 * resolver it replaced, for a test that installs one of its own to put back.
 */
export function setShopResolver(fn: () => ShopState): () => ShopState {
  const replaced = resolveCurrent;
  resolveCurrent = fn;
  return replaced;
}

/** The installed resolver, and whether it is still the default one (for the test setup's check of what a file left). */
export function shopResolver(): { resolver: () => ShopState; isDefault: boolean } {
  return { resolver: resolveCurrent, isDefault: resolveCurrent === defaultResolver };
}

export function currentShop(): ShopState {
  return resolveCurrent();
}

/**
 * Declares a piece of per-shop state. The returned getter gives the current shop's value, created by
 * `init` the first time a shop asks. Keep the value an object and mutate its fields.
 */
export function shopSlot<T>(name: string, init: () => T): (shop?: ShopState) => T {
  const key = Symbol(name);
  return (shop = currentShop()) => {
    if (!shop.slots.has(key)) shop.slots.set(key, init());
    return shop.slots.get(key) as T;
  };
}
