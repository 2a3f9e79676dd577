import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-errors';
import type { JsonRpc } from './chain-rpc';
import { type EngineDeps, runPendingTx } from './engine';
import { readReceipt } from './receipt';
import { type KeyValueStore, type PendingTx, PendingTxStore } from './store';
import { classifyShopError } from './submit';

/**
 * The tracker against the real backend's behaviour (real-api-notes §10 B1–B4): the receipt is read on the
 * chain itself (the wallet on the tx's chain, else the chain's RPC), the backend's "no receipt" words after
 * the receipt mean its node lags, 303 stops with "frozen". Fake clock: sleep() moves it, nothing waits.
 */

const HASH = `0x${'ab'.repeat(32)}`;
const MINED = { transactionHash: HASH, status: '0x1' };

function memory(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

const entry = (over: Partial<PendingTx> = {}): PendingTx => ({
  id: 'pay:o1',
  action: 'pay',
  subject: 'o1',
  chainId: 2999,
  hash: HASH,
  sentAt: 1000,
  params: { chainType: 0 },
  phase: 'chain',
  attempts: 0,
  ...over,
});

/** A chain node as JSON-RPC: the receipt appears at `minedAt` (fake time); `down` makes every call throw. */
function node(clock: { t: number }, opts: { minedAt?: number; reverted?: boolean; down?: () => boolean } = {}) {
  const calls: string[] = [];
  const rpc: JsonRpc = async (method) => {
    calls.push(method);
    if (opts.down?.()) throw new Error('chain RPC timed out');
    const mined = clock.t >= (opts.minedAt ?? 0);
    if (method === 'eth_getTransactionReceipt') {
      return mined ? { ...MINED, status: opts.reverted ? '0x0' : '0x1' } : null;
    }
    if (method === 'eth_getTransactionByHash') return { hash: HASH };
    if (method === 'eth_chainId') return '0xbb7';
    throw new Error(`unexpected ${method}`);
  };
  return { rpc, calls };
}

/**
 * A tab whose backend throws what callApi would (sorted by the real classifyShopError): `backend(t)` returns
 * undefined for success or the error of that moment.
 */
function harness(opts: {
  receipt: EngineDeps['receipt'];
  clock: { t: number };
  backend?: (t: number) => unknown;
  alreadyDone?: EngineDeps['alreadyDone'];
  stored?: Partial<PendingTx>;
}) {
  const storage = memory();
  const store = new PendingTxStore(storage);
  store.put(entry(opts.stored));
  const submittedAt: number[] = [];
  const notes: Array<string | undefined> = [];
  const waits: number[] = [];
  const deps: EngineDeps = {
    store,
    owner: 'tab-a',
    now: () => opts.clock.t,
    sleep: async (ms) => {
      notes.push(store.get('pay:o1')?.note);
      waits.push(ms);
      opts.clock.t += ms;
    },
    receipt: opts.receipt,
    submit: async () => {
      submittedAt.push(opts.clock.t);
      const error = opts.backend?.(opts.clock.t);
      return error === undefined ? { kind: 'ok' } : classifyShopError(error);
    },
    alreadyDone: opts.alreadyDone ?? (async () => false),
  };
  return { deps, store, submittedAt, notes, waits };
}

const invalidHash = () => new ApiError(1, '无效的交易哈希', 'payments.pay');

describe('the backend node lags behind the chain (B1, B2)', () => {
  it('retries "无效的交易哈希" after the receipt was seen, then succeeds once the backend catches up', async () => {
    const clock = { t: 1000 };
    const chain = node(clock, { minedAt: 4000 });
    // The backend's node sees the receipt 10 s after the chain.
    const h = harness({
      clock,
      receipt: (p) => readReceipt(p, { rpc: () => chain.rpc }),
      backend: (t) => (t < 14_000 ? invalidHash() : undefined),
    });
    const end = await runPendingTx('pay:o1', h.deps);
    expect(end).toMatchObject({ phase: 'done', hash: HASH });
    expect(h.submittedAt[0]).toBeGreaterThanOrEqual(4000);
    expect(h.submittedAt.length).toBeGreaterThan(1);
    expect(h.notes).toContain('shopLagging');
    expect(end).not.toHaveProperty('note');
  });

  it('reads "参数错误：，请检查输入" of /v/chain/tx-hash the same way (and its en and hk texts)', async () => {
    for (const message of [
      '参数错误：，请检查输入',
      '參數錯誤：，請檢查輸入',
      'Invalid parameter: . Please check your input',
      'Invalid transaction hash',
    ]) {
      const clock = { t: 1000 };
      const h = harness({
        clock,
        receipt: async () => 'mined',
        backend: (t) => (t < 5000 ? new ApiError(1, message, 'chain.txHash') : undefined),
        stored: { id: 'pay:o1', action: 'openBox', params: { ctId: 1 } },
      });
      expect(await runPendingTx('pay:o1', h.deps), message).toMatchObject({ phase: 'done' });
    }
  });

  it('past the lag window ends "not confirmed yet" with the hash kept, after one last look at the order', async () => {
    const clock = { t: 1000 };
    let looked = 0;
    const h = harness({
      clock,
      receipt: async () => 'mined',
      backend: invalidHash,
      alreadyDone: async () => {
        looked++;
        return false;
      },
    });
    const end = await runPendingTx('pay:o1', h.deps);
    expect(end).toMatchObject({ phase: 'failed', failure: 'timeout', hash: HASH });
    expect(clock.t - 1000).toBeGreaterThanOrEqual(120_000);
    expect(clock.t - 1000).toBeLessThan(150_000);
    expect(looked).toBe(1);
    expect(h.store.get('pay:o1')?.hash).toBe(HASH);
  });

  it('a wrong-state refusal (code 1 "参数错误，请检查输入") is still a refusal, not a lag', async () => {
    const clock = { t: 1000 };
    const h = harness({
      clock,
      receipt: async () => 'mined',
      backend: () => new ApiError(1, '参数错误，请检查输入', 'orders.refundApply'),
    });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'failed', failure: 'refused' });
    expect(h.submittedAt).toHaveLength(1);
  });
});

describe('the receipt is read on the chain itself', () => {
  it('a reverted receipt ends the wait, said as such, and nothing goes to the backend', async () => {
    const clock = { t: 1000 };
    const chain = node(clock, { reverted: true });
    const h = harness({ clock, receipt: (p) => readReceipt(p, { rpc: () => chain.rpc }) });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'failed', failure: 'reverted', hash: HASH });
    expect(h.submittedAt).toEqual([]);
  });

  it('with no wallet (after a reload) it asks the chain RPC and submits only once the receipt is there', async () => {
    const clock = { t: 1000 };
    const chain = node(clock, { minedAt: 7000 });
    const h = harness({ clock, receipt: (p) => readReceipt(p, { provider: undefined, rpc: () => chain.rpc }) });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'done' });
    expect(chain.calls).toContain('eth_getTransactionReceipt');
    expect(h.submittedAt).toHaveLength(1);
    expect(h.submittedAt[0]).toBeGreaterThanOrEqual(7000);
  });

  it('a wallet on another chain, or one that cannot name its chain, is not asked: the chain RPC is', async () => {
    for (const chainId of [async () => '0x38', async () => Promise.reject(new Error('unsupported'))]) {
      const clock = { t: 1000 };
      const chain = node(clock, { minedAt: 4000 });
      const asked: string[] = [];
      const provider = {
        request: async ({ method }: { method: string }) => {
          asked.push(method);
          if (method === 'eth_chainId') return chainId();
          // A wallet on BSC knows nothing of a Bityuan tx; the old tracker took that as "mined".
          return null;
        },
        on: () => {},
        removeListener: () => {},
      };
      const h = harness({ clock, receipt: (p) => readReceipt(p, { provider, rpc: () => chain.rpc }) });
      expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'done' });
      expect(asked.length).toBeGreaterThan(0);
      expect(asked).toEqual(asked.map(() => 'eth_chainId'));
      expect(chain.calls).toContain('eth_getTransactionReceipt');
      expect(h.submittedAt).toHaveLength(1);
      expect(h.submittedAt[0]).toBeGreaterThanOrEqual(4000);
      expect(h.submittedAt[0]).toBeLessThan(10_000);
    }
  });

  it('a wallet on the right chain is asked first', async () => {
    const clock = { t: 1000 };
    const chain = node(clock, { minedAt: 0 });
    const asked: string[] = [];
    const provider = {
      request: async ({ method }: { method: string }) => {
        asked.push(method);
        return method === 'eth_chainId' ? '0xbb7' : MINED;
      },
      on: () => {},
      removeListener: () => {},
    };
    const h = harness({ clock, receipt: (p) => readReceipt(p, { provider, rpc: () => chain.rpc }) });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'done' });
    expect(asked).toEqual(['eth_chainId', 'eth_getTransactionReceipt']);
    expect(chain.calls).toEqual([]);
  });

  it('an RPC that fails is retried with backoff, shown "unreachable", and never called a refusal', async () => {
    const clock = { t: 1000 };
    const chain = node(clock, { minedAt: 0, down: () => clock.t < 10_000 });
    const h = harness({ clock, receipt: (p) => readReceipt(p, { rpc: () => chain.rpc }) });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'done' });
    expect(h.waits.slice(0, 3)).toEqual([2000, 4000, 8000]);
    expect(h.notes.slice(0, 3)).toEqual(['chainUnreachable', 'chainUnreachable', 'chainUnreachable']);
    expect(h.submittedAt[0]).toBeGreaterThanOrEqual(10_000);
  });

  it('an RPC down past the receipt limit ends "not mined yet" with the hash kept, nothing submitted', async () => {
    const clock = { t: 1000 };
    const chain = node(clock, { down: () => true });
    const h = harness({ clock, receipt: (p) => readReceipt(p, { rpc: () => chain.rpc }) });
    const end = await runPendingTx('pay:o1', h.deps);
    expect(end).toMatchObject({ phase: 'failed', failure: 'notMined', hash: HASH, error: 'chain RPC timed out' });
    expect(clock.t - 1000).toBeGreaterThanOrEqual(10 * 60_000);
    expect(h.submittedAt).toEqual([]);
  });

  it('a receipt that never comes (still pending) ends after the receipt limit; the limit counts from sending', async () => {
    const clock = { t: 1000 };
    const h = harness({ clock, receipt: async () => 'pending' });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'failed', failure: 'notMined' });
    expect(h.submittedAt).toEqual([]);
    // Coming back later (a reload) does not start the ten minutes again.
    const later = { t: 1000 + 11 * 60_000 };
    const again = harness({ clock: later, receipt: async () => 'pending' });
    expect(await runPendingTx('pay:o1', again.deps)).toMatchObject({ phase: 'failed', failure: 'notMined' });
    expect(again.waits).toEqual([]);
  });
});

describe('a frozen account (B4)', () => {
  it('303 stops the entry with the reason "frozen", keeps the hash, and does not loop', async () => {
    const clock = { t: 1000 };
    const h = harness({
      clock,
      receipt: async () => 'mined',
      backend: () => new ApiError(303, '=您的账号已被冻结，请联系客服处理', 'payments.pay'),
    });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'failed', failure: 'frozen', hash: HASH });
    expect(h.submittedAt).toHaveLength(1);
    expect(h.waits).toEqual([]);
  });
});
