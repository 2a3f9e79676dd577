import { ordersEndpoints } from '@contracts/orders';
import { now } from '../../core/clock';
import { implement } from '../../core/implement';
import { withLock } from '../../core/lock';
import { RAW } from '../../core/messages';
import { paginate } from '../../core/paging';
import { fail, failWith, ok } from '../../core/respond';
import { confirmedTx } from '../chain/rules/receipt';
import { markUsed } from '../chain/table';
import { findSku, findSpu } from '../goods/rules/stock';
import { DEFAULT_CONTRACT, findMerchantInside } from '../goods/table';
import { usedHashes } from '../payments/table';
import {
  cancelOrder,
  canRefund,
  findOrder,
  notifyRefundReturned,
  patchOrder,
  sweepExpired,
  toOrderVO,
} from './rules/lifecycle';
import { returnsExactTokens } from './rules/refund-tx';
import { lostUpdate, refusedByCheck } from './rules/refusals';
import { submitOrder } from './rules/submit';
import { type OrderRecord, orders } from './table';

function matchesVague(o: OrderRecord, v: string): boolean {
  if (v === '') return true;
  const lower = v.toLowerCase();
  const exact = [
    o.orderId,
    o.buyerAddress,
    o.sellerAddress,
    o.goodsId,
    o.skuId,
    o.payHash,
    o.txHash,
    // Stryker disable next-line StringLiteral: v is never '' here (early return above), so the filler cannot match a real search
    o.refundTxHash ?? '',
  ];
  if (exact.includes(v) || exact.includes(lower)) return true;
  const sku = findSku(o.skuId);
  const spu = findSpu(o.goodsId);
  return Boolean(sku?.name.includes(v) || sku?.tokenName.includes(v) || spu?.name.includes(v));
}

const page = implement(ordersEndpoints.page, async ({ input, me }) => {
  const at = now();
  await sweepExpired(at);
  const status = input.status === undefined || input.status === -1 ? null : input.status;
  const rows = orders
    .findMany((q) => q.where({ buyerAddress: me.address, deleteStatus: 0 }))
    .filter((o) => status === null || o.status === status)
    .filter((o) => matchesVague(o, (input.vague ?? '').trim()))
    .sort((a, b) => b.orderId.localeCompare(a.orderId));
  const result = paginate(rows, input.page, input.size);
  const data = [];
  for (const o of result.data) {
    const vo = toOrderVO(o, { now: at, withCanRefund: false });
    if (!vo) return fail(1, RAW.internalError);
    data.push(vo);
  }
  return ok({ ...result, data });
});

const detail = implement(ordersEndpoints.detail, async ({ input, me, lang }) => {
  const at = now();
  // GETs run outside implement()'s lock: take it so an expiry sweep never races a submit or payment.
  await withLock(() => sweepExpired(at));
  const o = findOrder(input.orderId);
  if (!o || o.buyerAddress !== me.address || o.deleteStatus === 1) return failWith('invalid_parameter', lang);
  const vo = toOrderVO(o, { now: at, withCanRefund: true });
  return vo ? ok(vo) : fail(1, RAW.internalError);
});

const submit = implement(ordersEndpoints.submit, (ctx) => submitOrder(ctx.input, ctx.me.address, ctx.lang));

const cancel = implement(ordersEndpoints.cancel, async ({ input, me, lang }) => {
  const at = now();
  await sweepExpired(at);
  const o = findOrder(input.orderId);
  if (!o || o.buyerAddress !== me.address) return failWith('invalid_parameter', lang);
  if (o.status !== 0) return lostUpdate(lang);
  await cancelOrder(o, at);
  return ok();
});

const refundApply = implement(ordersEndpoints.refundApply, async ({ input, me, lang }) => {
  const at = now();
  await sweepExpired(at);
  const o = findOrder(input.orderId);
  if (!o || o.buyerAddress !== me.address) return failWith('invalid_parameter', lang);
  // OrderService.refundApplyInfo: status 1 and the 7-day window are plain checks → invalid_parameter
  // (docs/backend/corrections.md#b6-refusal-codes).
  if (o.status !== 1 || !canRefund(o, at)) return refusedByCheck(lang);
  const hash = input.txHash.toLowerCase();
  if (usedHashes.findFirst((q) => q.where({ hash }))) return failWith('transaction_hash_already_used', lang);
  const receipt = confirmedTx(hash, lang);
  if (!('tx' in receipt)) return receipt;
  const { tx } = receipt;
  if (tx.usedBy !== '') return failWith('transaction_hash_already_used', lang);
  const inside = findMerchantInside(o.sellerAddress);
  if (
    !inside ||
    !returnsExactTokens(tx, {
      from: o.buyerAddress,
      to: inside,
      contract: DEFAULT_CONTRACT.address,
      tokenIds: o.tokenIds,
    })
  ) {
    return failWith('Invalid_transaction_hash', lang);
  }
  await markUsed(hash, `refund:${o.orderId}`);
  await usedHashes.create({ hash, orderId: o.orderId, time: at });
  await patchOrder(o.orderId, (r) => {
    r.status = 4;
    r.refundApplyTxHash = hash;
    r.refundNote = [...r.refundNote, { type: 'user', time: at, note: input.note ?? '' }];
  });
  const updated = findOrder(o.orderId);
  if (updated) await notifyRefundReturned(updated);
  return ok();
});

export const ordersHandlers = [page, detail, submit, cancel, refundApply];
