import { useEffect, useSyncExternalStore } from 'react';
import { resumePendingTx, trackerStore } from './runner';
import { onPendingTxChange, type PendingTx } from './store';

const RECHECK_MS = 10_000;

/** The stored list as one string: a stable snapshot for useSyncExternalStore. */
const snapshot = () => JSON.stringify(trackerStore().all());

function useStoredList(): PendingTx[] {
  const text = useSyncExternalStore(onPendingTxChange, snapshot, () => '[]');
  return JSON.parse(text) as PendingTx[];
}

/** Every tracked tx (the user centre's list and badge). */
export function usePendingTxList(): PendingTx[] {
  return useStoredList();
}

/**
 * One tracked tx by id, kept running while a screen shows it: a reload or a return to the screen
 * resumes the wait where it was.
 */
export function usePendingTx(id: string): PendingTx | undefined {
  const entry = useStoredList().find((p) => p.id === id);
  const active = entry !== undefined && (entry.phase === 'chain' || entry.phase === 'shop');
  useEffect(() => {
    if (!active) return;
    void resumePendingTx(id);
    // Another tab may hold it, or a login may have paused it: look again now and then (a no-op while it runs here).
    const timer = setInterval(() => void resumePendingTx(id), RECHECK_MS);
    return () => clearInterval(timer);
  }, [active, id]);
  return entry;
}
