// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryHarness } from '@/lib/testing/query-harness';
import { configureTracker, trackerStore } from '@/platform/pending-tx/runner';
import { PendingTxStore, pendingTxId } from '@/platform/pending-tx/store';
import { assetsKeys } from './assets';
import { blindBoxesKeys } from './blind-boxes';
import { ordersKeys } from './orders';
import { useTrackedTx } from './tracked-tx';

const { client, wrapper } = queryHarness();
afterEach(() => configureTracker({ store: new PendingTxStore() }));

describe('useTrackedTx', () => {
  it('once the shop accepted the hash, refreshes the declared caches, then hands over the answer', async () => {
    configureTracker({ store: new PendingTxStore() });
    const qc = client();
    for (const k of [blindBoxesKeys.openRecords('g'), assetsKeys.tokens(), ordersKeys.detail('7')]) {
      qc.setQueryData(k, 'cached');
    }
    const start = { action: 'openBox' as const, subject: '7', chainId: 2999, params: { ctId: 1 } };
    trackerStore().put({
      id: pendingTxId(start.action, start.subject),
      ...start,
      hash: `0x${'a'.repeat(64)}`,
      sentAt: 0,
      phase: 'done',
      attempts: 1,
      result: { prize: 1 },
    });
    const onDone = vi.fn();
    renderHook(() => useTrackedTx(start, onDone), { wrapper });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ prize: 1 }));
    expect(qc.getQueryState(blindBoxesKeys.openRecords('g'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(assetsKeys.tokens())?.isInvalidated).toBe(true);
    // Positive control: a cache an opened box cannot have changed stays fresh.
    expect(qc.getQueryState(ordersKeys.detail('7'))?.isInvalidated).toBe(false);
    // The entry is forgotten once handed over.
    expect(trackerStore().get(pendingTxId(start.action, start.subject))).toBeUndefined();
  });
});
