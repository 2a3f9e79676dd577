import { z } from 'zod';
import { defineEndpoint, NoData } from './core/endpoint';
import { labelledEnum } from './core/labelled-enum';
import { lazySchema } from './core/lazy-schema';
import { PageQuery, pageOf } from './core/page';
import {
  Address,
  Bool01,
  Decimal,
  EpochMs,
  GoodsId,
  OrderId,
  SkuId,
  TokenId,
  TxHash,
  TxHashOrEmpty,
} from './core/primitives';
import { MerchantVO, TokenMetaVO, TxStatus } from './shared-vo';

export { TokenMetaVO, TxStatus } from './shared-vo';

/** OrderEnum.InfoStatusEnum (/v generation). */
export const InfoStatus = labelledEnum({
  0: { name: 'wait', zh: '待付款', en: 'awaiting payment' },
  1: { name: 'paid', zh: '已付款', en: 'paid' },
  2: { name: 'cancel', zh: '已撤销', en: 'cancelled' },
  3: { name: 'expired', zh: '已超时', en: 'payment timed out' },
  4: { name: 'refund_apply', zh: '申请退款', en: 'refund requested' },
  5: { name: 'refund_fail', zh: '不同意', en: 'refund refused' },
  6: { name: 'refund_success', zh: '同意', en: 'refund approved' },
});
export type InfoStatus = (typeof InfoStatus.values)[number];

/** One entry is appended per refund action (a JSON column, so a real array on the wire). */
export const RefundNote = lazySchema(() =>
  z.object({
    type: z.enum(['user', 'merchant']),
    time: EpochMs,
    note: z.string(),
  }),
);
export type RefundNote = z.infer<typeof RefundNote>;

/**
 * OrderInfoVO (docs/backend/objects.md#order-info-vo). Money is CNY decimal strings; `payTime`/`cancelTime` absent
 * until they happen.
 */
export const OrderInfoVO = lazySchema(() =>
  z.object({
    orderId: OrderId,
    sellerAddress: Address,
    buyerAddress: Address,
    goodsId: GoodsId,
    skuId: SkuId,
    tokenIds: z.array(TokenId),
    num: z.number().int(),
    price: Decimal,
    amount: Decimal,
    /** ChainEnum.TypeEnum; 0 before payment. */
    payChain: z.number().int(),
    payPrice: Decimal,
    payAmount: Decimal,
    payHash: z.string(),
    status: InfoStatus.schema,
    orderTime: EpochMs,
    payTime: EpochMs.optional(),
    expireTime: EpochMs,
    cancelTime: EpochMs.optional(),
    txStatus: TxStatus.schema,
    txHash: TxHashOrEmpty,
    txNote: z.string().optional(),
    refundNote: z.array(RefundNote),
    refundApplyTxHash: TxHashOrEmpty.optional(),
    refundPrice: Decimal,
    refundAmount: Decimal.optional(),
    refundTxStatus: TxStatus.schema.optional(),
    refundTxHash: TxHashOrEmpty.optional(),
    refundTxNote: z.string().optional(),
    /**
     * provisional: the /v family has no field for it; the admin generation's PayState
     * (docs/backend/admin-generation.md#rest-offline-payment: 1 paying = offline payment awaiting the merchant, 2
     * success, 3 refused). Absent for wallet payments.
     */
    offlinePayState: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    /** Only in the detail endpoint: status 1 and within 7 days of orderTime. */
    canRefund: z.boolean().optional(),
  }),
);
export type OrderInfoVO = z.infer<typeof OrderInfoVO>;

/**
 * OrderVO (docs/backend/objects.md#order-vo) as the /v/order/info endpoints send it: `info` is always present there.
 * The `express` variant belongs to the deliveries contract.
 */
export const OrderVO = lazySchema(() =>
  z.object({
    info: OrderInfoVO,
    meta: TokenMetaVO,
    merchant: MerchantVO,
  }),
);
export type OrderVO = z.infer<typeof OrderVO>;

export const ExpressDetail = lazySchema(() =>
  z.object({
    name: z.string(),
    phone: z.string(),
    detail: z.string(),
    note: z.string(),
  }),
);
export type ExpressDetail = z.infer<typeof ExpressDetail>;

const OrderIdInput = lazySchema(() => z.object({ orderId: OrderId }));

export const ordersEndpoints = {
  page: defineEndpoint({
    id: 'orders.page',
    method: 'POST',
    path: '/api/v/order/info/page',
    summary: "The caller's orders, newest first; status −1 or absent = all",
    auth: 'required',
    family: 'v',
    input: () =>
      PageQuery.extend({
        vague: z.string().optional(),
        status: z.number().int().optional(),
      }),
    data: () => pageOf(OrderVO),
  }),
  detail: defineEndpoint({
    id: 'orders.detail',
    method: 'GET',
    path: '/api/v/order/info/detail',
    summary: "One of the caller's orders, with canRefund",
    auth: 'required',
    family: 'v',
    input: OrderIdInput,
    data: OrderVO,
  }),
  submit: defineEndpoint({
    id: 'orders.submit',
    method: 'POST',
    path: '/api/v/order/info/submit',
    summary: 'Place an order (1–50 items, stock reserved, limits checked); answers the new orderId',
    auth: 'required',
    family: 'v',
    // The range 1–50 and "expressDetail when expressType = 1" are business checks of the real
    // backend with their own messages, so the resolver enforces them, not the schema.
    input: () =>
      z.object({
        skuId: SkuId,
        num: z.number().int(),
        expressType: Bool01,
        expressDetail: ExpressDetail.optional(),
      }),
    data: OrderId,
  }),
  cancel: defineEndpoint({
    id: 'orders.cancel',
    method: 'POST',
    path: '/api/v/order/info/cancel',
    summary: 'Cancel an unpaid order (only while status 0; otherwise code 2)',
    auth: 'required',
    family: 'v',
    input: OrderIdInput,
    data: NoData,
  }),
  refundApply: defineEndpoint({
    id: 'orders.refundApply',
    method: 'POST',
    path: '/api/v/order/info/refund/apply',
    summary: 'Ask for a refund of a paid order within 7 days of orderTime, with the token-return tx',
    auth: 'required',
    family: 'v',
    input: () =>
      z.object({
        orderId: OrderId,
        txHash: TxHash,
        note: z.string().max(500).optional(),
      }),
    data: NoData,
  }),
} as const;
