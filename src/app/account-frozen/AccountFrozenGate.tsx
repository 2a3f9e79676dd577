import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isAccountFrozen, onAccountFrozenChange } from '@/lib/account-frozen';

/** Loaded only when an account turns out frozen: nothing of it weighs on the entry bundle. */
const AccountFrozenScreen = lazy(() => import('./AccountFrozenScreen'));

/**
 * The layout's slot for the one frozen-account screen (docs/backend/corrections.md#b4-frozen; the API client notes the
 * 303).
 */
export function AccountFrozenGate() {
  const frozen = useSyncExternalStore(onAccountFrozenChange, isAccountFrozen, () => false);
  if (!frozen) return null;
  return (
    <Suspense fallback={null}>
      <AccountFrozenScreen />
    </Suspense>
  );
}
