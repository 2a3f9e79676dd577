// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearAccountFrozen, noteAccountFrozen } from '@/lib/account-frozen';
import { runPendingTx } from './engine';
import {
  AlreadyPendingError,
  canSendAgain,
  configureTracker,
  dismissPendingTx,
  releaseLeases,
  retryPendingTx,
  startPendingTx,
  trackerStore,
  trackerTabId,
} from './runner';
import { type KeyValueStore, type PendingTx, PendingTxStore } from './store';

function memory(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

const entry = (over: Partial<PendingTx>): PendingTx => ({
  id: 'openBox:7',
  action: 'openBox',
  subject: '7',
  chainId: 2999,
  hash: `0x${'cd'.repeat(32)}`,
  sentAt: 0,
  params: { ctId: 1 },
  phase: 'chain',
  attempts: 0,
  ...over,
});

afterEach(() => {
  configureTracker({ store: new PendingTxStore() });
  clearAccountFrozen();
});

const HASH_2 = `0x${'ef'.repeat(32)}`;

describe('a second tx only after proof that the first moved nothing (issue 38, item 1)', () => {
  /** A tracker whose runs stand still (the entry stays as the test puts it). */
  function idle() {
    const store = new PendingTxStore(memory());
    configureTracker({ store, deps: { action: () => undefined } });
    return store;
  }

  it('refuses a second send while the first is only unknown, unconfirmed or not mined, and keeps it', async () => {
    const store = idle();
    for (const over of [
      { phase: 'chain' as const, note: 'chainUnseen' as const },
      { phase: 'failed' as const, failure: 'notMined' as const },
      { phase: 'failed' as const, failure: 'timeout' as const },
      { phase: 'failed' as const, failure: 'unrecorded' as const },
    ]) {
      store.put(entry(over));
      expect(canSendAgain(store.get('openBox:7'))).toBe(false);
      await expect(
        startPendingTx({ action: 'openBox', subject: '7', chainId: 2999 }, async () => HASH_2),
      ).rejects.toBeInstanceOf(AlreadyPendingError);
      // Nor can the shopper dismiss it to get round that: its hash is their proof.
      expect(dismissPendingTx('openBox:7')).toBe(false);
      expect(store.get('openBox:7')?.hash).toBe(`0x${'cd'.repeat(32)}`);
    }
  });

  it('after a proven drop sends again, keeping the first hash (and its sender and nonce) on record', async () => {
    const store = idle();
    store.put(entry({ phase: 'failed', failure: 'dropped', from: `0x${'12'.repeat(20)}`, nonce: 4, sentAt: 5 }));
    const next = await startPendingTx({ action: 'openBox', subject: '7', chainId: 2999 }, async () => HASH_2);
    expect(next).toMatchObject({ hash: HASH_2, phase: 'chain' });
    expect(next.earlier).toEqual([
      { hash: `0x${'cd'.repeat(32)}`, sentAt: 5, from: `0x${'12'.repeat(20)}`, nonce: 4, failure: 'dropped' },
    ]);
    expect(trackerStore().get('openBox:7')?.earlier).toHaveLength(1);
  });

  it('"check again" goes back to the backend when the receipt was seen, else to the chain', async () => {
    const store = idle();
    store.put(entry({ phase: 'failed', failure: 'frozen', receiptAt: 100, renewals: 2 }));
    await retryPendingTx('openBox:7');
    expect(store.get('openBox:7')).toMatchObject({ phase: 'shop' });
    expect(store.get('openBox:7')).not.toHaveProperty('renewals');
    store.put(entry({ phase: 'failed', failure: 'frozen' }));
    await retryPendingTx('openBox:7');
    expect(store.get('openBox:7')).toMatchObject({ phase: 'chain' });
  });

  it('a 303 noted anywhere stops every entry on its way (B4)', () => {
    const store = idle();
    store.put(entry({ phase: 'shop', note: 'shopLagging' }));
    store.put(entry({ id: 'pay:o9', action: 'pay', subject: 'o9', phase: 'failed', failure: 'reverted' }));
    noteAccountFrozen();
    expect(store.get('openBox:7')).toMatchObject({ phase: 'failed', failure: 'frozen' });
    expect(store.get('openBox:7')).not.toHaveProperty('note');
    expect(store.get('pay:o9')).toMatchObject({ failure: 'reverted' });
  });
});

describe('leases across a reload', () => {
  it('a tab that goes away (pagehide) gives up its leases, and only its own', () => {
    const store = new PendingTxStore(memory());
    configureTracker({ store });
    const later = Date.now() + 20_000;
    store.put(entry({ owner: trackerTabId(), leaseUntil: later }));
    store.put(entry({ id: 'withdraw:8', action: 'withdraw', subject: '8', owner: 'other-tab', leaseUntil: later }));

    window.dispatchEvent(new Event('pagehide'));

    expect(store.get('openBox:7')).not.toHaveProperty('owner');
    expect(store.get('openBox:7')).not.toHaveProperty('leaseUntil');
    expect(store.get('withdraw:8')).toMatchObject({ owner: 'other-tab', leaseUntil: later });
  });

  it('the page after a reload resumes at once instead of waiting for the old lease to expire', async () => {
    const storage = memory();
    const store = new PendingTxStore(storage);
    store.put(entry({ owner: 'tab-before-reload', leaseUntil: 1000 + 20_000 }));
    const deps = (owner: string) => ({
      store: new PendingTxStore(storage),
      owner,
      now: () => 1000,
      sleep: async () => {},
      look: async () => ({ receipt: 'mined' as const, tx: null, via: 'rpc' as const }),
      action: () => ({ submit: async () => ({ kind: 'ok' as const, result: { name: 'prize' } }) }),
    });
    // Without the release the new page finds the entry held elsewhere.
    await expect(runPendingTx('openBox:7', deps('tab-after-reload'))).resolves.toBe('elsewhere');

    releaseLeases('tab-before-reload', store);
    const result = await runPendingTx('openBox:7', deps('tab-after-reload'));
    expect(result).toMatchObject({ phase: 'done', result: { name: 'prize' } });
  });
});
