import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-errors';
import type { TxActionSpec } from '@/platform/pending-tx/action';
import type { ChainLook } from '@/platform/pending-tx/chain-look';
import { DEFAULT_LIMITS, type EngineDeps, runPendingTx, SHOP_LAG_WINDOW_MS } from '@/platform/pending-tx/engine';
import { type PendingTx, PendingTxStore } from '@/platform/pending-tx/store';
import { CANONICAL, HASH, memoryStore, pendingPay } from '@/platform/pending-tx/testing/fixtures';
import { classifyPay, classifyRefund, classifyTxHash } from './tx-answers';

/**
 * The tracker against the real backend's behaviour (web3chat/mall-web3, docs/backend/corrections.md#b1-pending-hash to
 * docs/backend/corrections.md#b4-frozen): the answers the backend gives while its node catches up are waited out after
 * the app saw the receipt, /pay's code 2 gets a fresh quote and a calm end, the receipt's own hash is what is submitted, 303 stops everything. Fake clock.
 */

const MINED: ChainLook = { receipt: 'mined', tx: null, via: 'rpc' };

/**
 * A tab whose backend throws what callApi would at fake time t (undefined = success), sorted by the action's
 * real classifier.
 */
function harness(opts: {
  classify: (e: unknown) => ReturnType<typeof classifyPay>;
  backend?: (t: number, hash: string) => unknown;
  look?: (t: number) => ChainLook;
  stored?: Partial<PendingTx>[];
  action?: Partial<TxActionSpec>;
  deps?: Partial<EngineDeps>;
}) {
  const clock = { t: 1000 };
  const storage = memoryStore();
  const store = new PendingTxStore(storage);
  for (const s of opts.stored ?? [{}]) store.put(pendingPay(s));
  const submitted: Array<{ t: number; hash: string }> = [];
  const notes: Array<string | undefined> = [];
  const spec: TxActionSpec = {
    submit: async (_p, hash) => {
      submitted.push({ t: clock.t, hash });
      const error = opts.backend?.(clock.t, hash);
      return error === undefined ? { kind: 'ok' } : opts.classify(error);
    },
    ...opts.action,
  };
  const deps: EngineDeps = {
    store,
    owner: 'tab-a',
    action: () => spec,
    look: async () => (opts.look ?? (() => MINED))(clock.t),
    now: () => clock.t,
    sleep: async (ms) => {
      notes.push(store.get('pay:o1')?.note);
      clock.t += ms;
    },
    ...opts.deps,
  };
  return { deps, store, clock, submitted, notes };
}

const invalidHash = () => new ApiError(1, '无效的交易哈希', 'payments.pay');
const code2 = () => new ApiError(2, '请求过于频繁，请稍后再试', 'payments.pay');

describe('the backend’s node lags behind the chain (B1, B2): waited out after the receipt (item 3)', () => {
  it('retries "无效的交易哈希" after the receipt was seen, then succeeds once the backend catches up', async () => {
    const h = harness({
      classify: classifyPay,
      look: (t) => (t < 4000 ? { receipt: null, tx: null, via: 'rpc' } : MINED),
      backend: (t) => (t < 14_000 ? invalidHash() : undefined),
    });
    const end = await runPendingTx('pay:o1', h.deps);
    expect(end).toMatchObject({ phase: 'done', hash: HASH });
    expect(h.submitted[0]?.t).toBeGreaterThanOrEqual(4000);
    expect(h.submitted.length).toBeGreaterThan(1);
    expect(h.notes).toContain('shopLagging');
    expect(end).not.toHaveProperty('note');
  });

  it.each([
    '参数错误：，请检查输入',
    '參數錯誤：，請檢查輸入',
    'Invalid parameter: . Please check your input',
    // The backend's node rate-limited or timed out: its error text is the {0} (ChainController.txHash).
    '参数错误：429 Too Many Requests，请检查输入',
    'Invalid parameter: Read timed out. Please check your input',
    // ChainEventComponent could not read the logs' token data: GlobalExceptionHandler's words, rolled back.
    'Internal error',
  ])('tx-hash "%s" after the receipt is the node lagging: waited out, then the prize', async (message) => {
    const h = harness({
      classify: classifyTxHash,
      backend: (t) => (t < 5000 ? new ApiError(1, message, 'chain.txHash') : undefined),
      stored: [{ id: 'pay:o1', action: 'openBox', params: { ctId: 1 }, phase: 'shop' }],
    });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'done' });
    expect(h.submitted.length).toBeGreaterThan(1);
  });

  it('past the lag window ends "not confirmed yet" with the hash kept, after one last look at the order', async () => {
    // The last look at the order finds it not recorded.
    const alreadyDone = vi.fn(async () => false);
    const h = harness({
      classify: classifyPay,
      backend: invalidHash,
      action: { alreadyDone },
    });
    const end = await runPendingTx('pay:o1', h.deps);
    expect(end).toMatchObject({ phase: 'failed', failure: 'timeout', hash: HASH });
    expect(h.clock.t - 1000).toBeGreaterThanOrEqual(SHOP_LAG_WINDOW_MS);
    expect(h.clock.t - 1000).toBeLessThan(SHOP_LAG_WINDOW_MS + 30_000);
    expect(alreadyDone).toHaveBeenCalledTimes(1);
  });

  it('the lag window is kept across a reload: it runs from the receipt, not from the new page', async () => {
    // The receipt was seen at t = 1000 and the page reloaded 100 s later, the backend still lagging.
    const h = harness({
      classify: classifyPay,
      backend: invalidHash,
      stored: [{ phase: 'shop', phaseSince: 1000, receiptAt: 1000, attempts: 9 }],
    });
    h.clock.t = 101_000;
    const end = await runPendingTx('pay:o1', h.deps);
    expect(end).toMatchObject({ failure: 'timeout' });
    // Ended at the two-minute mark (plus one backoff step), not two minutes after the reload.
    expect(h.clock.t).toBeGreaterThanOrEqual(1000 + SHOP_LAG_WINDOW_MS);
    expect(h.clock.t).toBeLessThanOrEqual(1000 + SHOP_LAG_WINDOW_MS + 15_000);
  });

  it('a true refusal of a refund (its explicit check, code 1 "参数错误，请检查输入") is a refusal, not a lag', async () => {
    const h = harness({
      classify: classifyRefund,
      backend: () => new ApiError(1, '参数错误，请检查输入', 'orders.refundApply'),
      stored: [{ id: 'pay:o1', action: 'refundReturn', phase: 'shop' }],
    });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({
      phase: 'failed',
      failure: 'refused',
      error: '参数错误，请检查输入',
    });
    expect(h.submitted).toHaveLength(1);
  });

  it('a backend that answers 5xx mid-wait is asked again later with the same hash', async () => {
    const h = harness({
      classify: classifyPay,
      backend: (t) => (t < 3000 ? new NetworkError('HTTP 502', 'payments.pay', 502) : undefined),
      stored: [{ phase: 'shop' }],
    });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'done' });
    expect(new Set(h.submitted.map((s) => s.hash))).toEqual(new Set([HASH]));
  });
});

describe('code 2 on /pay after the money moved (item 3)', () => {
  it('fetches a fresh quote and submits the same hash again: paid, never "请求过于频繁"', async () => {
    const renew = vi.fn(async (_p: PendingTx) => {});
    let quoted = false;
    const h = harness({
      classify: classifyPay,
      // The address's quote expired while the shopper was in the wallet app; pay-type sets it again.
      backend: () => (quoted ? undefined : code2()),
      action: {
        renew: async (p) => {
          await renew(p);
          quoted = true;
        },
      },
      stored: [{ phase: 'shop' }],
    });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'done', renewals: 1 });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(h.submitted.map((s) => s.hash)).toEqual([HASH, HASH]);
  });

  it('still code 2 after the fresh quotes (the order expired meanwhile): a calm "paid, not recorded" end', async () => {
    // The last look at the order finds it not recorded.
    const alreadyDone = vi.fn(async () => false);
    const h = harness({
      classify: classifyPay,
      backend: code2,
      action: {
        renew: async () => {},
        alreadyDone,
      },
      stored: [{ phase: 'shop', params: { chainType: 0, amount: '8.4508', coin: 'BTY' } }],
    });
    const end = await runPendingTx('pay:o1', h.deps);
    expect(end).toMatchObject({ phase: 'failed', failure: 'unrecorded', hash: HASH });
    expect(h.submitted).toHaveLength(DEFAULT_LIMITS.maxRenewals + 1);
    expect(alreadyDone).toHaveBeenCalledTimes(1);
  });

  it('an amount short after a price move ("支付金额不足") is "paid, not recorded", never "refused"', async () => {
    const h = harness({
      classify: classifyPay,
      backend: () => new ApiError(1, '支付金额不足', 'payments.pay'),
      stored: [{ phase: 'shop' }],
    });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'failed', failure: 'unrecorded' });
  });

  it('code 2 because this very hash already paid the order (a lost answer) ends done', async () => {
    const h = harness({
      classify: classifyPay,
      backend: code2,
      action: { renew: async () => {}, alreadyDone: async (_p, hashes) => hashes.includes(HASH) },
      stored: [{ phase: 'shop' }],
    });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'done' });
  });
});

describe('the receipt’s own hash (Bityuan, B3; item 4)', () => {
  it('is submitted once seen, and "already done" is asked with every hash the action knows', async () => {
    const asked: string[][] = [];
    const h = harness({
      classify: classifyRefund,
      look: () => ({ ...MINED, receiptHash: CANONICAL }),
      // Applied already (a lost answer): the order is no longer paid, so the backend's check refuses.
      backend: () => new ApiError(1, '参数错误，请检查输入', 'orders.refundApply'),
      action: {
        alreadyDone: async (_p, hashes) => {
          asked.push([...hashes]);
          return hashes.includes(CANONICAL);
        },
      },
      stored: [{ id: 'pay:o1', action: 'refundReturn' }],
    });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'done', receiptHash: CANONICAL });
    expect(h.submitted.map((s) => s.hash)).toEqual([CANONICAL]);
    expect(asked).toEqual([[HASH, CANONICAL]]);
  });

  it('a resumed entry whose receipt was seen before a reload still submits the receipt’s hash', async () => {
    const h = harness({ classify: classifyTxHash, stored: [{ phase: 'shop', receiptHash: CANONICAL }] });
    await runPendingTx('pay:o1', h.deps);
    expect(h.submitted.map((s) => s.hash)).toEqual([CANONICAL]);
  });
});

describe('a frozen account (B4; item 5)', () => {
  it('303 stops every entry on its way with the reason "frozen", the hashes kept, without looping', async () => {
    const other = `0x${'ef'.repeat(32)}`;
    const h = harness({
      classify: classifyPay,
      backend: () => new ApiError(303, '=您的账号已被冻结，请联系客服处理', 'payments.pay'),
      stored: [
        { phase: 'shop' },
        { id: 'openBox:9', action: 'openBox', subject: '9', hash: other, phase: 'chain' },
        { id: 'withdraw:5', action: 'withdraw', subject: '5', phase: 'failed', failure: 'reverted' },
      ],
    });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'failed', failure: 'frozen', hash: HASH });
    expect(h.store.get('openBox:9')).toMatchObject({ phase: 'failed', failure: 'frozen', hash: other });
    // One already ended keeps its own end.
    expect(h.store.get('withdraw:5')).toMatchObject({ failure: 'reverted' });
    expect(h.submitted).toHaveLength(1);
  });

  it('an account known to be frozen (a 303 elsewhere) stops an entry before anything is asked', async () => {
    const h = harness({ classify: classifyPay, deps: { accountFrozen: () => true } });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'failed', failure: 'frozen' });
    expect(h.submitted).toEqual([]);
  });

  it('signed out: nothing is submitted, the entry says so and waits (no request every 10 s)', async () => {
    const h = harness({ classify: classifyPay, stored: [{ phase: 'shop' }], deps: { signedIn: () => false } });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'shop', note: 'signedOut', attempts: 0 });
    expect(h.submitted).toEqual([]);
  });

  it('a session that expires mid-wait (302) pauses the entry with the same note, the hash kept', async () => {
    const h = harness({
      classify: classifyPay,
      backend: () => new ApiError(302, '登录状态已过期，请重新登录', 'payments.pay'),
      stored: [{ phase: 'shop' }],
    });
    expect(await runPendingTx('pay:o1', h.deps)).toMatchObject({ phase: 'shop', note: 'signedOut', hash: HASH });
  });
});
