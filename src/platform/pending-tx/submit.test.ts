import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-errors';
import { runPendingTx } from './engine';
import { type KeyValueStore, type PendingTx, PendingTxStore } from './store';
import { alreadyDone, classifyShopError } from './submit';

const detail = vi.hoisted(() => ({ info: { status: 0, payHash: '', refundApplyTxHash: '' as string | undefined } }));
vi.mock('@/lib/api-client', () => ({ callApi: async () => detail }));

const WALLET_HASH = `0x${'ab'.repeat(32)}`;
/** Bityuan's receipt may name another hash than the wallet's; the backend records that one (B3). */
const CANONICAL_HASH = `0x${'CD'.repeat(32)}`;

const entry = (over: Partial<PendingTx> = {}): PendingTx => ({
  id: 'pay:o1',
  action: 'pay',
  subject: 'o1',
  chainId: 2999,
  hash: WALLET_HASH,
  sentAt: 0,
  params: { chainType: 0 },
  phase: 'shop',
  attempts: 0,
  ...over,
});

beforeEach(() => {
  detail.info = { status: 0, payHash: '', refundApplyTxHash: '' };
});

describe('classifyShopError', () => {
  it.each([
    [new ApiError(1, '无效的交易哈希', 'p'), 'lagging'],
    [new ApiError(1, 'Invalid transaction hash', 'p'), 'lagging'],
    [new ApiError(1, '参数错误：，请检查输入', 'p'), 'lagging'],
    [new ApiError(1, '參數錯誤：，請檢查輸入', 'p'), 'lagging'],
    [new ApiError(1, 'Invalid parameter: . Please check your input', 'p'), 'lagging'],
    // A reverted receipt on tx-hash names the node's revert reason: not a lag (and never submitted anyway).
    [new ApiError(1, '参数错误：null，请检查输入', 'p'), 'refused'],
    // Declared by the backend but never sent (B1): no special meaning any more.
    [new ApiError(1, 'Transaction not confirmed yet', 'p'), 'refused'],
    [new ApiError(1, '交易哈希已被使用', 'p'), 'hashUsed'],
    [new ApiError(1, 'Transaction hash already used', 'p'), 'hashUsed'],
    [new ApiError(303, '=您的账号已被冻结，请联系客服处理', 'p'), 'frozen'],
    [new ApiError(302, '登录状态已过期，请重新登录', 'p'), 'session'],
    [new ApiError(2, '请求过于频繁，请稍后再试', 'p'), 'refused'],
    [new NetworkError('HTTP 502', 'p', 502), 'transient'],
    [new Error('offline'), 'transient'],
  ])('%s → %s', (error, kind) => {
    expect(classifyShopError(error).kind).toBe(kind);
  });
});

describe('alreadyDone', () => {
  it('pay: a paid order counts as done by our tx even when it recorded the canonical hash (B3)', async () => {
    detail.info = { status: 1, payHash: CANONICAL_HASH, refundApplyTxHash: undefined };
    expect(await alreadyDone(entry())).toBe(true);
    detail.info = { status: 1, payHash: WALLET_HASH.toUpperCase().replace('0X', '0x'), refundApplyTxHash: undefined };
    expect(await alreadyDone(entry())).toBe(true);
  });

  it('pay: unpaid, cancelled or expired orders are not done', async () => {
    for (const status of [0, 2, 3]) {
      detail.info = { status, payHash: status === 0 ? '' : CANONICAL_HASH, refundApplyTxHash: undefined };
      expect(await alreadyDone(entry()), `status ${status}`).toBe(false);
    }
  });

  it('refund return: the recorded return hash, compared case-insensitively', async () => {
    detail.info = {
      status: 4,
      payHash: CANONICAL_HASH,
      refundApplyTxHash: WALLET_HASH.toUpperCase().replace('0X', '0x'),
    };
    expect(await alreadyDone(entry({ id: 'refundReturn:o1', action: 'refundReturn' }))).toBe(true);
    detail.info = { status: 4, payHash: CANONICAL_HASH, refundApplyTxHash: CANONICAL_HASH };
    expect(await alreadyDone(entry({ id: 'refundReturn:o1', action: 'refundReturn' }))).toBe(false);
  });

  it('the tracker ends "done" when "already used" comes back for an order paid with the canonical hash', async () => {
    const m = new Map<string, string>();
    const storage: KeyValueStore = {
      getItem: (k) => m.get(k) ?? null,
      setItem: (k, v) => void m.set(k, v),
      removeItem: (k) => void m.delete(k),
    };
    const store = new PendingTxStore(storage);
    store.put(entry());
    detail.info = { status: 1, payHash: CANONICAL_HASH, refundApplyTxHash: undefined };
    const end = await runPendingTx('pay:o1', {
      store,
      owner: 'tab',
      now: () => 0,
      sleep: async () => {},
      receipt: async () => 'mined',
      submit: async () => classifyShopError(new ApiError(1, '交易哈希已被使用', 'payments.pay')),
      alreadyDone,
    });
    expect(end).toMatchObject({ phase: 'done' });
  });
});
