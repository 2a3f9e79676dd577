/**
 * The spec's client storage keys (section 3), in one typed place. Reads never throw: a webview with
 * storage disabled behaves like an empty store.
 */
export const STORAGE_KEYS = {
  token: 'mall_token',
  authUser: 'auth_user',
  chainInfo: 'chain_info',
  invitorAddress: 'invitor_address',
  invitorTokenId: 'invitor_tokenId',
  userType: 'user_type',
  lang: 'mall_lang',
} as const;
export type StorageKey = keyof typeof STORAGE_KEYS;

export type Lang = 'zh' | 'en';

/**
 * The browser's local or session storage, or null where the webview disables it (reading the global can throw).
 * The app's one door to web storage: modules with keys of their own (the pending transactions, the force-mobile
 * switch, the fake captcha's mode) take their store here too; src/one-of-each.test.ts fails on another.
 */
export function webStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function getItem(key: StorageKey): string | null {
  return webStorage('local')?.getItem(STORAGE_KEYS[key]) ?? null;
}

export function setItem(key: StorageKey, value: string | null | undefined): void {
  const store = webStorage('local');
  if (!store) return;
  if (value == null || value === '') store.removeItem(STORAGE_KEYS[key]);
  else store.setItem(STORAGE_KEYS[key], value);
}

export function getJson<T>(key: StorageKey): T | null {
  const raw = getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function setJson(key: StorageKey, value: unknown): void {
  setItem(key, value == null ? null : JSON.stringify(value));
}

export const getToken = (): string | null => getItem('token');
export function setToken(token: string | null): void {
  setItem('token', token);
  globalThis.dispatchEvent?.(new Event(TOKEN_EVENT));
}

const TOKEN_EVENT = 'mall:token';
/** Fires on login, logout, a 301/302 and changes made in other tabs; returns the unsubscribe. */
export function onTokenChange(fn: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_KEYS.token) fn();
  };
  globalThis.addEventListener?.(TOKEN_EVENT, fn);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    globalThis.removeEventListener?.(TOKEN_EVENT, fn);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function getLang(): Lang {
  return getItem('lang') === 'en' ? 'en' : 'zh';
}
export const setLang = (lang: Lang): void => setItem('lang', lang);

/** Logout: every user-bound key goes; the language stays (it belongs to the device). */
export function clearUser(): void {
  for (const key of ['authUser', 'chainInfo', 'invitorAddress', 'invitorTokenId', 'userType'] as const) {
    setItem(key, null);
  }
  setToken(null);
}

/** Session-scoped values (a pending payment must survive a reload, not a new visit). */
export const session = {
  get(key: string): string | null {
    return webStorage('session')?.getItem(key) ?? null;
  },
  set(key: string, value: string | null): void {
    const s = webStorage('session');
    if (!s) return;
    if (value == null) s.removeItem(key);
    else s.setItem(key, value);
  },
};
