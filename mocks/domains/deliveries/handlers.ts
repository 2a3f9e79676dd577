import { deliveriesEndpoints, type ExpressOrderVO, OrderExpressVO, splitTrackingNumbers } from '@contracts/deliveries';
import { MerchantVO } from '@contracts/goods';
import { TokenMetaVO } from '@contracts/orders';
import { now } from '../../core/clock';
import { implement } from '../../core/implement';
import { paginate } from '../../core/paging';
import { failWith, invalid, ok } from '../../core/respond';
import { findSku, findSpu } from '../goods/rules/stock';
import { merchants } from '../goods/table';
import { refusedByCheck } from '../orders/rules/refusals';
import { tracesFor } from './rules/logistics';
import { sweepDeliveries } from './rules/sweep';
import {
  type DeliveryRecord,
  deliveryOrders,
  findDelivery,
  patchDelivery,
  RETURN_AUTO_CONFIRM_MS,
  RETURN_WINDOW_MS,
} from './table';

export function toExpressOrderVO(o: DeliveryRecord): ExpressOrderVO | undefined {
  const sku = findSku(o.skuId);
  const merchant = merchants.findFirst((q) => q.where({ address: o.sellerAddress }));
  if (!sku || !merchant) return undefined;
  return { express: OrderExpressVO.parse(o), meta: TokenMetaVO.parse(sku), merchant: MerchantVO.parse(merchant) };
}

function mine(orderId: string, address: string): DeliveryRecord | undefined {
  const o = findDelivery(orderId);
  return o && o.buyerAddress === address ? o : undefined;
}

const page = implement(deliveriesEndpoints.page, async ({ input, me }) => {
  await sweepDeliveries();
  const vague = input.vague?.trim() ?? '';
  const rows = deliveryOrders
    .findMany((q) => q.where({ buyerAddress: me.address }))
    .filter((o) => input.status === undefined || input.status === -1 || o.status === input.status)
    .filter((o) => {
      if (vague === '') return true;
      const name = `${findSpu(o.goodsId)?.name ?? ''} ${findSku(o.skuId)?.name ?? ''}`;
      return o.orderId === vague || o.goodsId === vague || o.txHash === vague || name.includes(vague);
    })
    .sort((a, b) => b.orderId.localeCompare(a.orderId));
  const p = paginate(rows, input.page, input.size);
  return ok({ ...p, data: p.data.flatMap((o) => toExpressOrderVO(o) ?? []) });
});

const detail = implement(deliveriesEndpoints.detail, async ({ input, me, lang }) => {
  await sweepDeliveries();
  const o = mine(input.orderId, me.address);
  const vo = o && toExpressOrderVO(o);
  return vo ? ok(vo) : failWith('invalid_parameter', lang);
});

/** docs/backend/rules.md#r20-confirm-receipt: only a shipped order (1) can be confirmed received. */
const confirm = implement(deliveriesEndpoints.confirm, async ({ input, me, lang }) => {
  await sweepDeliveries();
  const o = mine(input.orderId, me.address);
  if (!o) return failWith('invalid_parameter', lang);
  if (o.status !== 1) return refusedByCheck(lang);
  const at = now();
  await patchDelivery(o.orderId, (r) => {
    r.status = 2;
    r.confirmTime = at;
  });
  return ok();
});

/** docs/backend/rules.md#r21-return-request: from 0, 1 or 2 and within 7 days of the express order time; → 3. */
const refundApply = implement(deliveriesEndpoints.refundApply, async ({ input, me, lang }) => {
  await sweepDeliveries();
  const o = mine(input.orderId, me.address);
  if (!o) return failWith('invalid_parameter', lang);
  const at = now();
  // OrderService.refundApplyExpress: status 0/1/2 and the 7-day window are plain checks → invalid_parameter
  // (docs/backend/corrections.md#b6-refusal-codes).
  if (o.status > 2 || at - o.orderTime >= RETURN_WINDOW_MS) return refusedByCheck(lang);
  const note = input.note?.trim() || 'apply';
  await patchDelivery(o.orderId, (r) => {
    r.preApplyStatus = r.status;
    r.status = 3;
    r.refundApplyTime = at;
    r.merchantSim = true;
    r.refundNote = [...(r.refundNote ?? []), { type: 'user', time: at, note, toStatus: 3 }];
  });
  return ok();
});

/**
 * docs/backend/rules.md#r23-return-tracking, docs/backend/rules.md#r30-tracking-input: return tracking numbers only in
 * 5 → 6; auto-confirmed 5 days later.
 */
/**
 * OrderController.refundExpress: the numbers first (split on , and ，, blanks and repeats dropped; refused only
 * when nothing is left, `isNotEmpty(codes, "快递单号错误")`: any non-blank part is taken as it is), then the order.
 */
const refundExpress = implement(deliveriesEndpoints.refundExpress, async ({ input, me, lang }) => {
  const codes = splitTrackingNumbers(input.expressCode);
  if (codes.length === 0) return invalid(lang, '快递单号错误');
  await sweepDeliveries();
  const o = mine(input.orderId, me.address);
  if (!o) return failWith('invalid_parameter', lang);
  if (o.status !== 5) return refusedByCheck(lang);
  const at = now();
  await patchDelivery(o.orderId, (r) => {
    r.status = 6;
    r.refundExpressCode = codes.join(',');
    r.refundConfirmAutoTime = at + RETURN_AUTO_CONFIRM_MS;
    r.refundNote = [
      ...(r.refundNote ?? []),
      { type: 'user', time: at, note: 'refund express', fromStatus: 5, toStatus: 6 },
    ];
  });
  return ok();
});

const logistics = implement(deliveriesEndpoints.logistics, async ({ input, me, lang }) => {
  await sweepDeliveries();
  const o = mine(input.orderId, me.address);
  if (!o) return failWith('invalid_parameter', lang);
  if (input.type === 0) return ok(tracesFor(o.expressCode, o.expressTime, now(), 0));
  const sentBack = o.refundConfirmAutoTime === undefined ? undefined : o.refundConfirmAutoTime - RETURN_AUTO_CONFIRM_MS;
  return ok(tracesFor(o.refundExpressCode, sentBack, now(), 1));
});

export const deliveriesHandlers = [page, detail, confirm, refundApply, refundExpress, logistics];
