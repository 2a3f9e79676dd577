import { describe, expect, it } from 'vitest';
import { type EngineDeps, type ReceiptState, runPendingTx, type ShopAnswer } from './engine';
import { type KeyValueStore, type PendingTx, PendingTxStore } from './store';

const HASH = `0x${'ab'.repeat(32)}`;

function memory(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

function entry(over: Partial<PendingTx> = {}): PendingTx {
  return {
    id: 'pay:o1',
    action: 'pay',
    subject: 'o1',
    chainId: 2999,
    hash: HASH,
    sentAt: 0,
    params: { chainType: 0 },
    phase: 'chain',
    attempts: 0,
    ...over,
  };
}

/** A tab: its own store object over shared storage, a fake clock that sleep() moves, scripted answers. */
function tab(storage: KeyValueStore, opts: { owner?: string; answers?: ShopAnswer[]; receipts?: ReceiptState[] } = {}) {
  let t = 1000;
  const waits: number[] = [];
  const submitted: string[] = [];
  const answers = [...(opts.answers ?? [{ kind: 'ok' }])];
  const receipts = [...(opts.receipts ?? ['mined'])];
  const deps: EngineDeps = {
    store: new PendingTxStore(storage),
    owner: opts.owner ?? 'tab-a',
    now: () => t,
    sleep: async (ms) => {
      waits.push(ms);
      t += ms;
    },
    submit: async (e) => {
      submitted.push(e.hash);
      return answers.length > 1 ? (answers.shift() as ShopAnswer) : (answers[0] as ShopAnswer);
    },
    alreadyDone: async () => false,
    receipt: async () => (receipts.length > 1 ? (receipts.shift() as ReceiptState) : (receipts[0] as ReceiptState)),
  };
  return { deps, waits, submitted, advance: (ms: number) => (t += ms) };
}

describe('runPendingTx', () => {
  it('waits for the receipt, then submits once and marks the entry done', async () => {
    const s = memory();
    new PendingTxStore(s).put(entry());
    const a = tab(s, { receipts: ['pending', 'pending', 'mined'] });
    const end = await runPendingTx('pay:o1', a.deps);
    expect(end).toMatchObject({ phase: 'done', attempts: 1 });
    expect(a.submitted).toEqual([HASH]);
    expect(a.waits).toEqual([1500, 1500]);
    const stored = new PendingTxStore(s).get('pay:o1');
    expect(stored?.phase).toBe('done');
    expect(stored?.owner).toBeUndefined();
  });

  it('backs off while the backend lags, and through a 500, keeping the same hash', async () => {
    const s = memory();
    new PendingTxStore(s).put(entry({ phase: 'shop' }));
    const a = tab(s, {
      answers: [
        { kind: 'lagging', message: '无效的交易哈希' },
        { kind: 'lagging', message: '无效的交易哈希' },
        { kind: 'transient', message: 'HTTP 500' },
        { kind: 'lagging', message: '无效的交易哈希' },
        { kind: 'lagging', message: '无效的交易哈希' },
        { kind: 'lagging', message: '无效的交易哈希' },
        { kind: 'ok' },
      ],
    });
    expect(await runPendingTx('pay:o1', a.deps)).toMatchObject({ phase: 'done', attempts: 7 });
    expect(a.waits).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
    expect(new Set(a.submitted)).toEqual(new Set([HASH]));
  });

  it('resumes after a reload: a new tab object finds the entry in storage and finishes it', async () => {
    const s = memory();
    new PendingTxStore(s).put(entry({ phase: 'shop', attempts: 3, owner: 'dead-tab', leaseUntil: 0 }));
    const reloaded = tab(s, { owner: 'tab-new' });
    expect(await runPendingTx('pay:o1', reloaded.deps)).toMatchObject({ phase: 'done', attempts: 4 });
  });

  it('never submits from two tabs at once: the second sees the lease and stands by', async () => {
    const s = memory();
    new PendingTxStore(s).put(entry({ phase: 'shop' }));
    const a = tab(s, { owner: 'tab-a', answers: [{ kind: 'lagging', message: '无效的交易哈希' }, { kind: 'ok' }] });
    const b = tab(s, { owner: 'tab-b' });
    // A claims and is mid-wait when B starts.
    const running = runPendingTx('pay:o1', {
      ...a.deps,
      sleep: async (ms) => {
        expect(await runPendingTx('pay:o1', b.deps)).toBe('elsewhere');
        await a.deps.sleep(ms);
      },
    });
    expect(await running).toMatchObject({ phase: 'done' });
    expect(b.submitted).toEqual([]);
    expect(a.submitted).toHaveLength(2);
  });

  it('takes over an entry whose owner stopped renewing its lease (a killed tab)', async () => {
    const s = memory();
    new PendingTxStore(s).put(entry({ phase: 'shop', owner: 'tab-a', leaseUntil: 5000 }));
    const b = tab(s, { owner: 'tab-b' });
    expect(await runPendingTx('pay:o1', b.deps)).toBe('elsewhere');
    b.advance(5000);
    expect(await runPendingTx('pay:o1', b.deps)).toMatchObject({ phase: 'done' });
  });

  it('calls a tx dropped when the node has not known it for 30 s, without asking the backend', async () => {
    const s = memory();
    new PendingTxStore(s).put(entry());
    const a = tab(s, { receipts: ['unknown'] });
    expect(await runPendingTx('pay:o1', a.deps)).toMatchObject({ phase: 'failed', failure: 'dropped' });
    expect(a.submitted).toEqual([]);
    // The entry stays (the hash is kept) until the shopper dismisses it.
    expect(new PendingTxStore(s).get('pay:o1')?.hash).toBe(HASH);
  });

  it('turns "already used" into success when this very order was paid by the hash', async () => {
    const s = memory();
    new PendingTxStore(s).put(entry({ phase: 'shop' }));
    const a = tab(s, { answers: [{ kind: 'hashUsed' }] });
    expect(await runPendingTx('pay:o1', { ...a.deps, alreadyDone: async () => true })).toMatchObject({ phase: 'done' });
    new PendingTxStore(s).put(entry({ phase: 'shop' }));
    expect(await runPendingTx('pay:o1', a.deps)).toMatchObject({ phase: 'failed', failure: 'hashUsed' });
  });

  it('pauses on a session error and keeps the entry for after the login', async () => {
    const s = memory();
    new PendingTxStore(s).put(entry({ phase: 'shop' }));
    const a = tab(s, { answers: [{ kind: 'session' }] });
    const paused = await runPendingTx('pay:o1', a.deps);
    expect(paused).toMatchObject({ phase: 'shop' });
    expect(typeof paused === 'object' && paused.owner).toBeUndefined();
  });

  it('gives up asking after the time limit but keeps the hash, marked timeout', async () => {
    const s = memory();
    new PendingTxStore(s).put(entry({ phase: 'shop' }));
    const a = tab(s, { answers: [{ kind: 'transient', message: 'timeout' }] });
    const end = await runPendingTx('pay:o1', { ...a.deps, limits: { shopTimeoutMs: 10_000 } });
    expect(end).toMatchObject({ phase: 'failed', failure: 'timeout', hash: HASH });
  });

  it('skips a damaged stored entry without losing the others', () => {
    const s = memory();
    s.setItem('mall_pending_tx', JSON.stringify([{ id: 'x' }, entry()]));
    expect(new PendingTxStore(s).all().map((p) => p.id)).toEqual(['pay:o1']);
    s.setItem('mall_pending_tx', '{not json');
    expect(new PendingTxStore(s).all()).toEqual([]);
  });
});
