// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { runPendingTx } from './engine';
import { configureTracker, releaseLeases, trackerTabId } from './runner';
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

afterEach(() => configureTracker({ store: new PendingTxStore() }));

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
      receipt: async () => 'mined' as const,
      submit: async () => ({ kind: 'ok' as const, result: { name: 'prize' } }),
      alreadyDone: async () => false,
    });
    // Without the release the new page finds the entry held elsewhere.
    await expect(runPendingTx('openBox:7', deps('tab-after-reload'))).resolves.toBe('elsewhere');

    releaseLeases('tab-before-reload', store);
    const result = await runPendingTx('openBox:7', deps('tab-after-reload'));
    expect(result).toMatchObject({ phase: 'done', result: { name: 'prize' } });
  });
});
