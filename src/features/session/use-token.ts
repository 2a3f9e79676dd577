import { useSyncExternalStore } from 'react';
import { getToken, onTokenChange } from '@/lib/storage';

/** The stored token, re-rendering on login, logout, 301/302 and other tabs. */
export function useToken(): string | null {
  return useSyncExternalStore(onTokenChange, getToken, () => null);
}
