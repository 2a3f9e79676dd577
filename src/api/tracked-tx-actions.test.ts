import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountFrozenError, ApiError, ContractError, NetworkError, SessionExpiredError } from '@/lib/api-errors';
import type { PendingTx } from '@/platform/pending-tx/store';
import { CANONICAL as CANONICAL_HASH, pendingPay, HASH as WALLET_HASH } from '@/platform/pending-tx/testing/fixtures';
import { TRACKED_TX as TX_ACTIONS } from './tracked-tx';
import { classifyPay, classifyRefund, classifyTxHash } from './tx-answers';

/** What the fake callApi answers, per endpoint id, and every call it got. */
const api = vi.hoisted(() => ({
  answers: {} as Record<string, unknown>,
  calls: [] as Array<{ id: string; input: Record<string, unknown> }>,
}));
vi.mock('@/lib/api-client', () => ({
  callApi: async (endpoint: { id: string }, input: Record<string, unknown>) => {
    api.calls.push({ id: endpoint.id, input });
    const a = api.answers[endpoint.id];
    if (a instanceof Error) throw a;
    return a;
  },
}));

/** Its receipt seen (under the canonical hash the backend records), at the shop's step since t = 0. */
const entry = (over: Partial<PendingTx> = {}) =>
  pendingPay({ receiptHash: CANONICAL_HASH, sentAt: 0, phase: 'shop', ...over });
const order = (info: Record<string, unknown>) => ({ info: { status: 0, payHash: '', ...info } });

beforeEach(() => {
  api.answers = {};
  api.calls = [];
});

describe('sorting the backend’s answers per endpoint', () => {
  it.each([
    [classifyPay, new ApiError(1, '无效的交易哈希', 'p'), 'lagging'],
    [classifyPay, new ApiError(1, 'Invalid transaction hash', 'p'), 'lagging'],
    [classifyPay, new ApiError(2, '请求过于频繁，请稍后再试', 'p'), 'renew'],
    [classifyPay, new ApiError(1, '支付金额不足', 'p'), 'unrecorded'],
    [classifyPay, new ApiError(1, 'Internal error', 'p'), 'transient'],
    [classifyPay, new ApiError(1, '交易哈希已被使用', 'p'), 'hashUsed'],
    [classifyRefund, new ApiError(1, '无效的交易哈希', 'p'), 'lagging'],
    [classifyRefund, new ApiError(1, '参数错误，请检查输入', 'p'), 'refused'],
    [classifyRefund, new ApiError(2, '请求过于频繁，请稍后再试', 'p'), 'refused'],
    [classifyTxHash, new ApiError(1, '参数错误：，请检查输入', 'p'), 'lagging'],
    [classifyTxHash, new ApiError(1, '參數錯誤：，請檢查輸入', 'p'), 'lagging'],
    [classifyTxHash, new ApiError(1, 'Invalid parameter: . Please check your input', 'p'), 'lagging'],
    [classifyTxHash, new ApiError(1, '参数错误：429 Too Many Requests，请检查输入', 'p'), 'lagging'],
    [classifyTxHash, new ApiError(1, 'Internal error', 'p'), 'lagging'],
    // Without the colon: the ctId check (contract unknown), a true refusal.
    [classifyTxHash, new ApiError(1, '参数错误，请检查输入', 'p'), 'refused'],
    [classifyTxHash, new ApiError(1, '无效的交易哈希', 'p'), 'refused'],
    [classifyPay, new AccountFrozenError(303, '=您的账号已被冻结，请联系客服处理', 'p'), 'frozen'],
    [classifyTxHash, new SessionExpiredError(302, '登录状态已过期，请重新登录', 'p'), 'session'],
    [classifyPay, new NetworkError('HTTP 502', 'p', 502), 'transient'],
    [classifyRefund, new ContractError('p', ['(root): body is not JSON']), 'transient'],
    [classifyTxHash, new Error('offline'), 'transient'],
  ])('%o: %s → %s', (classify, error, kind) => {
    expect(classify(error).kind).toBe(kind);
  });
});

describe('the four actions submit the receipt’s own hash and see "done" by it (B3)', () => {
  it('pay submits the hash it is given with the order and chain, and renews with pay-type', async () => {
    expect(await TX_ACTIONS.pay.submit(entry({ params: { chainType: 1 } }), CANONICAL_HASH)).toEqual({ kind: 'ok' });
    await TX_ACTIONS.pay.renew?.(entry());
    expect(api.calls).toEqual([
      { id: 'payments.pay', input: { orderId: 'o1', chainType: 1, txHash: CANONICAL_HASH } },
      { id: 'payments.payType', input: { orderId: 'o1' } },
    ]);
  });

  it('pay is done when the order moved past unpaid with one of our hashes, whatever its case', async () => {
    const hashes = [WALLET_HASH, CANONICAL_HASH];
    api.answers['orders.detail'] = order({ status: 1, payHash: CANONICAL_HASH.toUpperCase().replace('0X', '0x') });
    expect(await TX_ACTIONS.pay.alreadyDone?.(entry(), hashes)).toBe(true);
    // Paid, but by a hash this action never sent: not ours (a second payment the mall did not record).
    api.answers['orders.detail'] = order({ status: 1, payHash: `0x${'99'.repeat(32)}` });
    expect(await TX_ACTIONS.pay.alreadyDone?.(entry(), hashes)).toBe(false);
    for (const status of [0, 2, 3]) {
      api.answers['orders.detail'] = order({ status, payHash: status === 0 ? '' : CANONICAL_HASH });
      expect(await TX_ACTIONS.pay.alreadyDone?.(entry(), hashes), `status ${status}`).toBe(false);
    }
  });

  it('refund return is done when the order recorded the receipt’s hash (a lost answer is not a refusal)', async () => {
    api.answers['orders.detail'] = order({ status: 4, refundApplyTxHash: CANONICAL_HASH });
    const p = entry({ id: 'refundReturn:o1', action: 'refundReturn', params: { note: '不想要了' } });
    expect(await TX_ACTIONS.refundReturn.alreadyDone?.(p, [WALLET_HASH, CANONICAL_HASH])).toBe(true);
    api.answers['orders.detail'] = order({ status: 4, refundApplyTxHash: `0x${'99'.repeat(32)}` });
    expect(await TX_ACTIONS.refundReturn.alreadyDone?.(p, [WALLET_HASH, CANONICAL_HASH])).toBe(false);
    await TX_ACTIONS.refundReturn.submit(p, CANONICAL_HASH);
    expect(api.calls.at(-1)).toEqual({
      id: 'orders.refundApply',
      input: { orderId: 'o1', txHash: CANONICAL_HASH, note: '不想要了' },
    });
  });

  it('open box submits the receipt’s hash with respType 1 and hands over the prize the backend found by it', async () => {
    api.answers['chain.txHash'] = { name: '奖品 #3', tokenId: 7 };
    const p = entry({ id: 'openBox:7', action: 'openBox', subject: '7', params: { ctId: 1 } });
    expect(await TX_ACTIONS.openBox.submit(p, CANONICAL_HASH)).toEqual({
      kind: 'ok',
      result: { name: '奖品 #3', tokenId: 7 },
    });
    expect(api.calls).toEqual([{ id: 'chain.txHash', input: { ctId: 1, txHash: CANONICAL_HASH, respType: 1 } }]);
  });

  it('withdraw submits the receipt’s hash and finds its delivery order by that hash', async () => {
    api.answers['chain.txHash'] = undefined;
    api.answers['deliveries.page'] = { data: [{ express: { orderId: '202601150000000099' } }] };
    const p = entry({ id: 'withdraw:5', action: 'withdraw', subject: '5', params: { ctId: 1 } });
    expect(await TX_ACTIONS.withdraw.submit(p, CANONICAL_HASH)).toEqual({ kind: 'ok', result: '202601150000000099' });
    expect(api.calls).toEqual([
      { id: 'chain.txHash', input: { ctId: 1, txHash: CANONICAL_HASH } },
      { id: 'deliveries.page', input: { vague: CANONICAL_HASH, size: 1 } },
    ]);
  });
});
