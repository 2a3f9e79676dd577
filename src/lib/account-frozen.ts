/**
 * "This account is frozen" as app state (docs/backend/corrections.md#b4-frozen): the real backend answers 303 to every
 * request carrying a frozen user's token, anonymous ones included. The API client notes it once here (and drops the
 * token); the layout shows one frozen-account screen from it instead of an error per request. It lives only
 * in memory: after a reload the app, its token gone, is simply logged out.
 */
const EVENT = 'mall:account-frozen';
let frozen = false;

export function isAccountFrozen(): boolean {
  return frozen;
}

export function noteAccountFrozen(): void {
  if (frozen) return;
  frozen = true;
  globalThis.dispatchEvent?.(new Event(EVENT));
}

/** The shopper left the frozen-account screen (logged out, or went to contact support). */
export function clearAccountFrozen(): void {
  if (!frozen) return;
  frozen = false;
  globalThis.dispatchEvent?.(new Event(EVENT));
}

export function onAccountFrozenChange(fn: () => void): () => void {
  globalThis.addEventListener?.(EVENT, fn);
  return () => globalThis.removeEventListener?.(EVENT, fn);
}
