import { describe, expect, it } from 'vitest';
import type { ShopAnswer, TxActionSpec } from './action';
import type { ChainLook } from './chain-look';
import { DEFAULT_LIMITS, type EngineDeps, runPendingTx } from './engine';
import { type KeyValueStore, PendingTxStore } from './store';
import { HASH, memoryStore, pendingPay, SENDER } from './testing/fixtures';

const MINED: ChainLook = { receipt: 'mined', tx: null, via: 'rpc' };
const PENDING: ChainLook = { receipt: null, tx: { from: SENDER, nonce: 7 }, confirmedCount: 7, via: 'rpc' };
/** A node that has not heard of the tx: no receipt, no tx, and (the sender unknown) no count. */
const UNSEEN: ChainLook = { receipt: null, tx: null, via: 'rpc' };

/**
 * A tab: its own store object over shared storage, a fake clock that sleep() moves, a chain scripted by time
 * (`chain(t)`) and the data layer's action with scripted answers.
 */
function tab(
  storage: KeyValueStore,
  opts: {
    owner?: string;
    answers?: ShopAnswer[];
    chain?: (t: number) => ChainLook | Error;
    action?: Partial<TxActionSpec>;
    deps?: Partial<EngineDeps>;
  } = {},
) {
  const clock = { t: 1000 };
  const waits: number[] = [];
  const submitted: string[] = [];
  const notes: Array<string | undefined> = [];
  const answers = [...(opts.answers ?? [{ kind: 'ok' }])];
  const store = new PendingTxStore(storage);
  const spec: TxActionSpec = {
    submit: async (_e, hash) => {
      submitted.push(hash);
      return answers.length > 1 ? (answers.shift() as ShopAnswer) : (answers[0] as ShopAnswer);
    },
    ...opts.action,
  };
  const deps: EngineDeps = {
    store,
    owner: opts.owner ?? 'tab-a',
    action: () => spec,
    look: async () => {
      const seen = (opts.chain ?? (() => MINED))(clock.t);
      if (seen instanceof Error) throw seen;
      return seen;
    },
    now: () => clock.t,
    sleep: async (ms) => {
      notes.push(store.all()[0]?.note);
      waits.push(ms);
      clock.t += ms;
    },
    ...opts.deps,
  };
  return { deps, store, clock, waits, submitted, notes, advance: (ms: number) => (clock.t += ms) };
}

describe('runPendingTx', () => {
  it('waits for the receipt, then submits once and marks the entry done', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay());
    const a = tab(s, { chain: (t) => (t < 4000 ? PENDING : MINED) });
    const end = await runPendingTx('pay:o1', a.deps);
    expect(end).toMatchObject({ phase: 'done', attempts: 1, from: SENDER, nonce: 7 });
    expect(a.submitted).toEqual([HASH]);
    expect(a.waits).toEqual([1500, 1500]);
    const stored = new PendingTxStore(s).get('pay:o1');
    expect(stored?.phase).toBe('done');
    expect(stored?.owner).toBeUndefined();
    expect(stored?.nextAt).toBeUndefined();
  });

  it('backs off while the backend lags, and through a 500, keeping the same hash; says when it looks next', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay({ phase: 'shop' }));
    const nextAt: Array<number | undefined> = [];
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
    const sleep = a.deps.sleep;
    a.deps.sleep = async (ms) => {
      nextAt.push(a.store.get('pay:o1')?.nextAt);
      expect(a.store.get('pay:o1')?.nextAt).toBe(a.clock.t + ms);
      await sleep(ms);
    };
    expect(await runPendingTx('pay:o1', a.deps)).toMatchObject({ phase: 'done', attempts: 7 });
    expect(a.waits).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
    expect(nextAt).toHaveLength(6);
    expect(new Set(a.submitted)).toEqual(new Set([HASH]));
  });

  it('resumes after a reload: a new tab object finds the entry in storage and finishes it', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay({ phase: 'shop', attempts: 3, owner: 'dead-tab', leaseUntil: 0 }));
    const reloaded = tab(s, { owner: 'tab-new' });
    expect(await runPendingTx('pay:o1', reloaded.deps)).toMatchObject({ phase: 'done', attempts: 4 });
  });

  it('never submits from two tabs at once: the second sees the lease and stands by', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay({ phase: 'shop' }));
    const a = tab(s, { owner: 'tab-a', answers: [{ kind: 'lagging', message: '无效的交易哈希' }, { kind: 'ok' }] });
    const b = tab(s, { owner: 'tab-b' });
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
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay({ phase: 'shop', owner: 'tab-a', leaseUntil: 5000 }));
    const b = tab(s, { owner: 'tab-b' });
    expect(await runPendingTx('pay:o1', b.deps)).toBe('elsewhere');
    b.advance(5000);
    expect(await runPendingTx('pay:o1', b.deps)).toMatchObject({ phase: 'done' });
  });

  it('leaves an entry whose action this page has not declared, untouched', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay({ phase: 'shop' }));
    const a = tab(s, { deps: { action: () => undefined } });
    expect(await runPendingTx('pay:o1', a.deps)).toMatchObject({ phase: 'shop', attempts: 0 });
    expect(a.submitted).toEqual([]);
  });

  it('turns "already used" into success when this very order was done by one of the hashes', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay({ phase: 'shop' }));
    const asked: string[][] = [];
    const a = tab(s, {
      answers: [{ kind: 'hashUsed' }],
      action: {
        alreadyDone: async (_p, hashes) => {
          asked.push([...hashes]);
          return true;
        },
      },
    });
    expect(await runPendingTx('pay:o1', a.deps)).toMatchObject({ phase: 'done' });
    expect(asked).toEqual([[HASH]]);
    new PendingTxStore(s).put(pendingPay({ phase: 'shop' }));
    const b = tab(s, { answers: [{ kind: 'hashUsed' }] });
    expect(await runPendingTx('pay:o1', b.deps)).toMatchObject({ phase: 'failed', failure: 'hashUsed' });
  });

  it('gives up asking a failing backend after the time limit but keeps the hash, marked timeout', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay({ phase: 'shop' }));
    const a = tab(s, { answers: [{ kind: 'transient', message: 'timeout' }] });
    const end = await runPendingTx('pay:o1', { ...a.deps, limits: { shopTimeoutMs: 10_000 } });
    expect(end).toMatchObject({ phase: 'failed', failure: 'timeout', hash: HASH });
  });

  it('skips a damaged stored entry without losing the others', () => {
    const s = memoryStore();
    s.setItem('mall_pending_tx', JSON.stringify([{ id: 'x' }, pendingPay()]));
    expect(new PendingTxStore(s).all().map((p) => p.id)).toEqual(['pay:o1']);
    s.setItem('mall_pending_tx', '{not json');
    expect(new PendingTxStore(s).all()).toEqual([]);
  });
});

describe('a drop only on proof (issue 38, item 1)', () => {
  it('a node that never hears of the tx is "still looking" until the receipt limit: never dropped', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay());
    const a = tab(s, { chain: () => UNSEEN });
    const end = await runPendingTx('pay:o1', a.deps);
    expect(end).toMatchObject({ phase: 'failed', failure: 'notMined', hash: HASH });
    expect(a.clock.t - 1000).toBeGreaterThanOrEqual(DEFAULT_LIMITS.receiptLimitMs);
    // Said as such all along, and nothing submitted.
    expect(new Set(a.notes)).toEqual(new Set(['chainUnseen']));
    expect(a.submitted).toEqual([]);
  });

  it('unseen for 90 s (a private RPC, a lagging node), then mined: submitted once, no drop on the way', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay());
    const a = tab(s, { chain: (t) => (t < 91_000 ? UNSEEN : MINED) });
    expect(await runPendingTx('pay:o1', a.deps)).toMatchObject({ phase: 'done' });
    expect(a.submitted).toEqual([HASH]);
  });

  it('dropped only once the chain has shown the nonce taken (and no receipt) for the confirm time', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay());
    // Pending at nonce 7 until t = 10 s, then another tx of the sender takes nonce 7.
    const a = tab(s, { chain: (t) => (t < 10_000 ? PENDING : { ...UNSEEN, confirmedCount: 8 }) });
    const end = await runPendingTx('pay:o1', a.deps);
    expect(end).toMatchObject({ phase: 'failed', failure: 'dropped', from: SENDER, nonce: 7, hash: HASH });
    expect(a.clock.t).toBeGreaterThanOrEqual(10_000 + DEFAULT_LIMITS.dropConfirmMs);
    // Seen at the next look (5 s apart by then), called at the look after 30 s.
    expect(a.clock.t).toBeLessThanOrEqual(10_000 + 5000 + DEFAULT_LIMITS.dropConfirmMs + 5000);
    expect(a.submitted).toEqual([]);
  });

  it('a count past the nonce that a receipt then follows (one node ahead of another) is no drop', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay({ from: SENDER, nonce: 7 }));
    const a = tab(s, { chain: (t) => (t < 20_000 ? { ...UNSEEN, confirmedCount: 8 } : MINED) });
    expect(await runPendingTx('pay:o1', a.deps)).toMatchObject({ phase: 'done' });
    expect(a.store.get('pay:o1')).not.toHaveProperty('dropSeenAt');
  });

  it('the proof must hold look after look: a count that falls back starts the confirm time again', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay({ from: SENDER, nonce: 7 }));
    // Taken from 10 s, but between 24 and 30 s (a node behind) the nonce shows free again.
    const a = tab(s, {
      chain: (t) => (t < 10_000 ? PENDING : t >= 24_000 && t < 30_000 ? PENDING : { ...UNSEEN, confirmedCount: 8 }),
    });
    const end = await runPendingTx('pay:o1', a.deps);
    expect(end).toMatchObject({ failure: 'dropped' });
    expect(a.clock.t).toBeGreaterThanOrEqual(30_000 + DEFAULT_LIMITS.dropConfirmMs);
  });

  it('without the nonce (the tx never seen by any node) a count proves nothing', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay());
    const a = tab(s, { chain: () => ({ ...UNSEEN, confirmedCount: 99 }) });
    expect(await runPendingTx('pay:o1', a.deps)).toMatchObject({ failure: 'notMined' });
  });

  it('the drop proof is kept across a reload (the confirm time is not started again)', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay({ from: SENDER, nonce: 7, dropSeenAt: 1000 }));
    const a = tab(s, { chain: () => ({ ...UNSEEN, confirmedCount: 8 }) });
    a.advance(DEFAULT_LIMITS.dropConfirmMs);
    expect(await runPendingTx('pay:o1', a.deps)).toMatchObject({ failure: 'dropped' });
    expect(a.waits).toEqual([]);
  });
});

describe('the chain node unreachable', () => {
  it('is retried with backoff, shown "unreachable", and never called a refusal or a drop', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay());
    const a = tab(s, { chain: (t) => (t < 10_000 ? new Error('chain RPC answered HTTP 429') : MINED) });
    expect(await runPendingTx('pay:o1', a.deps)).toMatchObject({ phase: 'done' });
    expect(a.waits.slice(0, 3)).toEqual([2000, 4000, 8000]);
    expect(a.notes.slice(0, 3)).toEqual(['chainUnreachable', 'chainUnreachable', 'chainUnreachable']);
  });

  it('past the receipt limit ends "not mined yet" with the node’s words and the hash kept', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay());
    const a = tab(s, { chain: () => new Error('chain RPC timed out') });
    const end = await runPendingTx('pay:o1', a.deps);
    expect(end).toMatchObject({ phase: 'failed', failure: 'notMined', hash: HASH, error: 'chain RPC timed out' });
    expect(a.submitted).toEqual([]);
  });

  it('the receipt limit counts from sending: a reload later does not start the ten minutes again', async () => {
    const s = memoryStore();
    new PendingTxStore(s).put(pendingPay());
    const a = tab(s, { chain: () => PENDING });
    a.advance(11 * 60_000);
    expect(await runPendingTx('pay:o1', a.deps)).toMatchObject({ phase: 'failed', failure: 'notMined' });
    expect(a.waits).toEqual([]);
  });
});
