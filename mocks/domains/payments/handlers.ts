import { OPERATION_PASSWORD_HEADER, type PriceVO, paymentsEndpoints } from '@contracts/payments';
import { keccak256, toUtf8Bytes } from 'ethers';
import { now } from '../../core/clock';
import { implement } from '../../core/implement';
import { type Lang, say } from '../../core/messages';
import { fail, failWith, ok, type Reply } from '../../core/respond';
import { scenarioOf } from '../../core/scenarios';
import { confirmedTx } from '../chain/rules/receipt';
import { markUsed } from '../chain/table';
import { allocateTokenIds } from '../goods/rules/stock';
import { findMerchantInside } from '../goods/table';
import { findOrder, noteUnpaid, notifyDelivered, patchOrder, sweepExpired } from '../orders/rules/lifecycle';
import { lostUpdate, wrongState } from '../orders/rules/refusals';
import type { OrderRecord } from '../orders/table';
import { isRealNameVerified } from '../users/table';
import { divCeil, toUnits } from './rules/money';
import { verifyPayment } from './rules/verify';
import { operationPasswords, priceQuotes, QUOTE_TTL_MS, usedHashes } from './table';

/** provisional: fixed mock rates, coin → CNY (USD/CNY is clamped to [6.8, 7.4] by the real job). */
export const RATES = { 0: '2.343', 1: '7.1' } as const;
const COIN_OF = { 0: 0, 1: 1 } as const;

/**
 * The chains pay-type lists: each enabled chain with a live price (docs/backend/corrections.md#b7-pay-type-chains). The
 * mock's chains are always both; the scenarios stand for a deployment with one disabled or unpriced chain, or none.
 */
function listedChains(request: Request): ReadonlyArray<0 | 1> {
  switch (scenarioOf(request)) {
    case 'pay-one-chain':
      return [1];
    case 'pay-no-chain':
      return [];
    default:
      return [0, 1];
  }
}

function quotes(o: OrderRecord, payTo: string, chains: ReadonlyArray<0 | 1>): PriceVO[] {
  return chains.map((chainType) => ({
    chainType,
    coinType: COIN_OF[chainType],
    price: RATES[chainType],
    amount: divCeil(o.amount, RATES[chainType]),
    payAddress: payTo,
  }));
}

const payType = implement(paymentsEndpoints.payType, async ({ input, me, lang, request }) => {
  const o = findOrder(input.orderId);
  if (!o || o.buyerAddress !== me.address) return failWith('invalid_parameter', lang);
  const payTo = findMerchantInside(o.sellerAddress);
  if (!payTo) return failWith('invalid_parameter', lang);
  const list = quotes(o, payTo, listedChains(request));
  // docs/backend/rules.md#r9-quote: the quote is cached per user for 10 min; /pay refuses without it.
  const at = now();
  const prices = list.map((p) => ({ chainType: p.chainType, price: p.price }));
  if (priceQuotes.findFirst((q) => q.where({ address: me.address }))) {
    await priceQuotes.update((q) => q.where({ address: me.address }), {
      data(r) {
        r.time = at;
        r.prices = prices;
      },
    });
  } else await priceQuotes.create({ address: me.address, time: at, prices });
  return ok(list);
});

/** The offline payment's preconditions: real name, ownership, pending status (after expiry). */
async function payable(orderId: string, address: string, lang: Lang): Promise<OrderRecord | Reply<never>> {
  if (!isRealNameVerified(address)) return failWith('real_name_required', lang);
  await sweepExpired(now());
  const o = findOrder(orderId);
  if (!o || o.buyerAddress !== address) return failWith('invalid_parameter', lang);
  if (o.status !== 0) return wrongState(lang, o, { zh: '支付', en: 'paid' });
  if (o.offlinePayState === 1) {
    return fail(2, say(lang, { zh: '线下支付待商家确认', en: 'The offline payment awaits the merchant' }));
  }
  return o;
}

/**
 * docs/backend/rules.md#r12-pay-pending-only: status 1, token ids allocated, proceeds frozen 7 days; then delivery
 * (docs/backend/rules.md#r13-delivery-job, at once here).
 */
async function markPaid(
  o: OrderRecord,
  paid: { chain: 0 | 1; price: string; amount: string; hash: string; offline: boolean },
) {
  const at = now();
  const tokenIds = await allocateTokenIds(o.skuId, o.num);
  await patchOrder(o.orderId, (r) => {
    r.status = 1;
    r.payTime = at;
    r.payChain = paid.chain;
    r.payPrice = paid.price;
    r.payAmount = paid.amount;
    r.payHash = paid.hash;
    r.offline = paid.offline;
    r.tokenIds = tokenIds;
    r.unfreezeTime = at + 7 * 86_400_000;
    r.txStatus = 1;
    r.txHash = keccak256(toUtf8Bytes(`mock-delivery:${o.orderId}`));
  });
  const updated = findOrder(o.orderId);
  // Stryker disable next-line ConditionalExpression: equivalent, the order was just patched so it is always found
  if (updated) await notifyDelivered(updated);
}

/**
 * /v/order/info/pay in the real backend's order of checks (OrderController.pay, OrderService.pay,
 * TransferUtils.payment): the address's price quote (code 2 without one), the order (the caller's), then the
 * transfer itself (receipt and payer, payee, amount: `无效的交易哈希` / `支付金额不足` whatever the order's state),
 * then the hash once (`交易哈希已被使用`), and only then the order's state, a conditional update that a
 * non-pending order loses (code 2, docs/backend/corrections.md#b6-refusal-codes).
 */
const pay = implement(paymentsEndpoints.pay, async ({ input, me, lang }) => {
  // provisional: the spec's 304 for an account without real-name verification (not in mall-web3), first.
  if (!isRealNameVerified(me.address)) return failWith('real_name_required', lang);
  const quote = priceQuotes.findFirst((q) => q.where({ address: me.address }));
  const price =
    quote && now() - quote.time <= QUOTE_TTL_MS ? quote.prices.find((p) => p.chainType === input.chainType) : undefined;
  // OrderController.pay: no quote cached by pay-type in the last 10 min → code 2 with the backend's own text
  // (docs/backend/corrections.md#b6-refusal-codes).
  if (!price) return lostUpdate(lang);
  await sweepExpired(now());
  const o = findOrder(input.orderId);
  if (!o || o.buyerAddress !== me.address) return failWith('invalid_parameter', lang);
  // Like payType: no merchant, nobody to pay. With '' as the payee a contract creation (to === '') would pass.
  const payTo = findMerchantInside(o.sellerAddress);
  if (!payTo) return failWith('invalid_parameter', lang);
  const hash = input.txHash.toLowerCase();
  const receipt = confirmedTx(hash, lang);
  if (!('tx' in receipt)) return receipt;
  const { tx } = receipt;
  const required = toUnits(divCeil(o.amount, price.price));
  const verdict = verifyPayment(tx, input.chainType, { buyer: me.address, payTo, required });
  if (!verdict.ok) return failWith(verdict.key, lang);
  if (usedHashes.findFirst((q) => q.where({ hash })) || tx.usedBy !== '') {
    return failWith('transaction_hash_already_used', lang);
  }
  // The conditional update (status 0 → 1): a cancelled, expired or paid order loses it.
  if (o.status !== 0) return wrongState(lang, o, { zh: '支付', en: 'paid' });
  if (o.offlinePayState === 1) {
    return fail(2, say(lang, { zh: '线下支付待商家确认', en: 'The offline payment awaits the merchant' }));
  }
  await markUsed(hash, `order:${o.orderId}`);
  await usedHashes.create({ hash, orderId: o.orderId, time: now() });
  await markPaid(o, { chain: input.chainType, price: price.price, amount: verdict.paid, hash, offline: false });
  return ok();
});

const offlinePay = implement(paymentsEndpoints.offlinePay, async ({ input, me, lang, headers }) => {
  const got = await payable(input.orderId, me.address, lang);
  if ('code' in got) return got;
  // Stryker disable next-line OptionalChaining: equivalent, implement() rejects the call before the resolver when the required header is missing
  const password = headers?.[OPERATION_PASSWORD_HEADER];
  const stored = operationPasswords.findFirst((q) => q.where({ address: me.address }));
  if (!stored || stored.password !== password) {
    return fail(1, say(lang, { zh: '操作密码错误', en: 'Wrong operation password' }));
  }
  // The admin generation confirms offline payments by hand (docs/backend/admin-generation.md#rest-offline-payment:
  // "paying" until the admin agrees or refuses); the mock waits for POST /__mock/orders/offline-confirm.
  await patchOrder(got.orderId, (r) => {
    r.offlinePayState = 1;
  });
  return ok();
});

/** The admin's offline-confirm (state 1 agree, 0 refuse). Returns why it cannot be decided, or null. */
export async function decideOffline(orderId: string, agree: boolean): Promise<string | null> {
  const o = findOrder(orderId);
  if (!o) return `unknown order ${orderId}`;
  if (o.status !== 0 || o.offlinePayState !== 1) return `order ${orderId} has no offline payment awaiting a decision`;
  if (!agree) {
    await patchOrder(orderId, (r) => {
      r.offlinePayState = 3;
    });
    // Unpaid again: the sweep left it out of its next deadline while it awaited the merchant.
    noteUnpaid(o.expireTime);
    return null;
  }
  await markPaid(o, { chain: 0, price: '0', amount: '0', hash: '', offline: true });
  await patchOrder(orderId, (r) => {
    r.offlinePayState = 2;
  });
  return null;
}

export const paymentsHandlers = [payType, pay, offlinePay];
