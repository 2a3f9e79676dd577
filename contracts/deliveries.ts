import { z } from 'zod';
import { defineEndpoint, NoData } from './core/endpoint';
import { labelledEnum } from './core/labelled-enum';
import { lazySchema } from './core/lazy-schema';
import { PageQuery, pageOf } from './core/page';
import { Address, EpochMs, GoodsId, OrderId, QueryInt, SkuId, TokenId, TxHashOrEmpty } from './core/primitives';
import { MerchantVO, TokenMetaVO, TxStatus } from './shared-vo';

/** OrderEnum.ExpressStatusEnum (order_express.status, /v generation). */
export const ExpressStatus = labelledEnum({
  0: { name: 'wait', zh: '待发货', en: 'awaiting shipment' },
  1: { name: 'express', zh: '已发货', en: 'shipped' },
  2: { name: 'confirm', zh: '已收货', en: 'received' },
  3: { name: 'refund_apply', zh: '申请退货', en: 'return requested' },
  4: { name: 'refund_audit_fail', zh: '不同意退货', en: 'return refused' },
  5: {
    name: 'refund_audit_success',
    zh: '已同意退货，请填写退货单号',
    en: 'return approved; enter the return tracking number',
  },
  6: { name: 'refund_ing', zh: '退货中', en: 'return in transit' },
  7: { name: 'refund_confirm', zh: '已退货', en: 'return completed' },
});
export type ExpressStatus = (typeof ExpressStatus.values)[number];

/** Logistics `type` (CommonEnum.BoolEnum): 0 the merchant's shipment, 1 the buyer's return. */
export const LogisticsType = { outbound: 0, return: 1 } as const;

/**
 * One refund-note entry of an express order: the first (`note: "apply"`, toStatus 3 in the mock) has no
 * fromStatus. Notes are "apply", "express", "confirm", "apply cancel", "refund express" or free text.
 */
export const ExpressRefundNote = lazySchema(() =>
  z.object({
    type: z.enum(['user', 'merchant']),
    time: EpochMs,
    note: z.string(),
    fromStatus: z.number().int().optional(),
    toStatus: z.number().int(),
  }),
);
export type ExpressRefundNote = z.infer<typeof ExpressRefundNote>;

/**
 * OrderExpressVO (docs/backend/objects.md#order-express-vo): a shipping ("提货") order created from an on-chain
 * ExpressNFT event.
 */
export const OrderExpressVO = lazySchema(() =>
  z.object({
    orderId: OrderId,
    sellerAddress: Address,
    buyerAddress: Address,
    goodsId: GoodsId,
    skuId: SkuId,
    ctId: z.number().int(),
    tokenIds: z.array(TokenId),
    num: z.number().int(),
    txHash: TxHashOrEmpty,
    status: ExpressStatus.schema,
    name: z.string(),
    phone: z.string(),
    detail: z.string(),
    note: z.string(),
    /** Carrier tracking numbers, comma-separated; "" until shipped. */
    expressCode: z.string(),
    orderTime: EpochMs,
    expressTime: EpochMs.optional(),
    confirmTime: EpochMs.optional(),
    confirmAutoTime: EpochMs.optional(),
    // The real column is a JSON string re-emitted as an array; absent while NULL (provisional).
    refundNote: z.array(ExpressRefundNote).optional(),
    refundExpressCode: z.string(),
    refundApplyTime: EpochMs.optional(),
    refundAuditTime: EpochMs.optional(),
    refundConfirmTime: EpochMs.optional(),
    refundConfirmAutoTime: EpochMs.optional(),
    refundTxStatus: TxStatus.schema.optional(),
    refundTxHash: TxHashOrEmpty.optional(),
    refundTxNote: z.string().optional(),
  }),
);
export type OrderExpressVO = z.infer<typeof OrderExpressVO>;

/** OrderVO (docs/backend/objects.md#order-vo) as the express endpoints send it. */
export const ExpressOrderVO = lazySchema(() =>
  z.object({
    express: OrderExpressVO,
    meta: TokenMetaVO,
    merchant: MerchantVO,
  }),
);
export type ExpressOrderVO = z.infer<typeof ExpressOrderVO>;

/**
 * LogisticsVO (docs/backend/objects.md#logistics-vo): one per tracking number; `details` newest first, absent when
 * nothing is known.
 */
export const LogisticsVO = lazySchema(() =>
  z.object({
    name: z.string().optional(),
    code: z.string(),
    statusDesc: z.string().optional(),
    details: z.array(z.object({ time: EpochMs, desc: z.string() })).optional(),
  }),
);
export type LogisticsVO = z.infer<typeof LogisticsVO>;

/**
 * docs/backend/rules.md#r30-tracking-input, shared by the form and the mock: tracking numbers are separated by "," or
 * the full-width "，"; blanks are dropped and repeats removed, first occurrence kept.
 */
export function splitTrackingNumbers(input: string): string[] {
  const out: string[] = [];
  for (const part of input.split(/[,，]/)) {
    const code = part.trim();
    if (code !== '' && !out.includes(code)) out.push(code);
  }
  return out;
}

/** provisional: what a carrier number looks like (letters, digits, dashes; 6–32 chars). */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{6,32}$/;

const OrderIdInput = lazySchema(() => z.object({ orderId: OrderId }));

export const deliveriesEndpoints = {
  page: defineEndpoint({
    id: 'deliveries.page',
    method: 'POST',
    path: '/api/v/order/express/page',
    summary: "The caller's delivery (express) orders, newest first; status −1 or absent = all",
    auth: 'required',
    family: 'v',
    input: () =>
      PageQuery.extend({
        vague: z.string().max(128).optional(),
        status: z.number().int().optional(),
      }),
    data: () => pageOf(ExpressOrderVO),
  }),
  detail: defineEndpoint({
    id: 'deliveries.detail',
    method: 'GET',
    path: '/api/v/order/express/detail',
    summary: "One of the caller's delivery orders",
    auth: 'required',
    family: 'v',
    input: OrderIdInput,
    data: ExpressOrderVO,
  }),
  confirm: defineEndpoint({
    id: 'deliveries.confirm',
    method: 'POST',
    path: '/api/v/order/express/confirm',
    summary: 'Confirm receipt (only from status 1 shipped → 2)',
    auth: 'required',
    family: 'v',
    input: OrderIdInput,
    data: NoData,
  }),
  logistics: defineEndpoint({
    id: 'deliveries.logistics',
    method: 'GET',
    path: '/api/v/order/express/logistics',
    summary: 'Logistics traces per tracking number; type 0 = outbound shipment, 1 = return shipment',
    auth: 'required',
    family: 'v',
    // The spec's call list shows only orderId; the real backend requires `type` too (wire wins).
    input: () => z.object({ orderId: OrderId, type: QueryInt.min(0).max(1) }),
    data: () => z.array(LogisticsVO),
  }),
  refundApply: defineEndpoint({
    id: 'deliveries.refundApply',
    method: 'POST',
    path: '/api/v/order/express/refund/apply',
    summary: 'Ask for a return from status 0, 1 or 2 within 7 days of orderTime (→ 3)',
    auth: 'required',
    family: 'v',
    input: () => z.object({ orderId: OrderId, note: z.string().max(500).optional() }),
    data: NoData,
  }),
  refundExpress: defineEndpoint({
    id: 'deliveries.refundExpress',
    method: 'POST',
    path: '/api/v/order/express/refund/express',
    summary: 'Enter return tracking number(s) (status 5 → 6); "," and "，" separate, blanks and repeats dropped',
    auth: 'required',
    family: 'v',
    input: () =>
      z.object({
        orderId: OrderId,
        expressCode: z.string().min(1).max(256),
      }),
    data: NoData,
  }),
} as const;
