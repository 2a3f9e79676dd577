import { z } from 'zod';
import { RestDateTime } from './blind-boxes';
import { defineEndpoint } from './core/endpoint';
import { labelledEnum } from './core/labelled-enum';
import { lazySchema } from './core/lazy-schema';
import { pageOf } from './core/page';
import { GoodsId } from './core/primitives';

/** TransferState of the admin generation (docs/backend/admin-generation.md#ca-enums). */
export const TransferState = labelledEnum({
  0: { name: 'pending', zh: '进行中', en: 'in progress' },
  1: { name: 'success', zh: '成功', en: 'succeeded' },
  2: { name: 'fail', zh: '失败', en: 'failed' },
});
export type TransferState = (typeof TransferState.values)[number];

/** UserType of fromType / toType (docs/backend/admin-generation.md#ca-enums): 2 means the token was burnt. */
export const TransferUserType = labelledEnum({
  0: { name: 'user', zh: '用户', en: 'user' },
  1: { name: 'merchant', zh: '商户', en: 'merchant' },
  2: { name: 'burn', zh: '销毁', en: 'destroyed' },
});
export type TransferUserType = (typeof TransferUserType.values)[number];

/**
 * RecordType of the chain-record list (docs/backend/admin-generation.md#ca-enums); 12 is unused by the admin client.
 */
export const TransferRecordType = labelledEnum({
  1: { name: 'primary_purchase', zh: '一级购买', en: 'primary purchase' },
  2: { name: 'gift', zh: '转赠', en: 'gift' },
  3: { name: 'airdrop', zh: '空投', en: 'airdrop' },
  4: { name: 'synthesis', zh: '合成', en: 'synthesis' },
  5: { name: 'open_blind_box', zh: '开盲盒', en: 'blind box opened' },
  6: { name: 'express', zh: '提货', en: 'redeemed for delivery' },
  7: {
    name: 'secondary_listing',
    zh: '二级寄售',
    en: 'listed on secondary market',
  },
  8: { name: 'secondary_purchase', zh: '二级购买', en: 'secondary purchase' },
  9: {
    name: 'secondary_cancel',
    zh: '二级取消',
    en: 'secondary listing cancelled',
  },
  10: { name: 'refund', zh: '退款', en: 'refund' },
  11: { name: 'exchange', zh: '兑换', en: 'exchange' },
  13: { name: 'coin_withdraw', zh: '提币', en: 'coin withdrawal' },
});
export type TransferRecordType = (typeof TransferRecordType.values)[number];

/**
 * GoodsChainRecordItem (admin `/manager/chain-transfer/asset/page`,
 * docs/backend/admin-generation.md#rest-chain-transfer). Times are /rest strings; `token` is the token id as text; uids
 * are 0 for merchants' inside wallets and burns (provisional).
 */
export const GoodsChainRecordItem = lazySchema(() =>
  z.object({
    transferId: z.string(),
    chainHash: z.string(),
    recordType: TransferRecordType.schema,
    fromChainAddress: z.string(),
    fromType: TransferUserType.schema,
    fromUid: z.number().int(),
    toChainAddress: z.string(),
    toType: TransferUserType.schema,
    toUid: z.number().int(),
    goodsId: GoodsId,
    goodsName: z.string(),
    goodsCover: z.string(),
    goodsTotal: z.number().int(),
    token: z.string(),
    transState: TransferState.schema,
    createTime: RestDateTime,
    updateTime: RestDateTime,
  }),
);
export type GoodsChainRecordItem = z.infer<typeof GoodsChainRecordItem>;

export const chainTransferEndpoints = {
  page: defineEndpoint({
    id: 'chainTransfer.page',
    method: 'POST',
    path: '/api/rest/chain-transfer/page',
    summary: "A token's circulation: its chain transfers (record type, from/to, hash, state), newest first",
    // provisional: on-chain history is public; the admin twin filters the same way without a user.
    auth: 'optional',
    family: 'rest',
    input: () =>
      z.object({
        page: z.number().int().optional(),
        size: z.number().int().optional(),
        goodsId: GoodsId.optional(),
        /** The token id as text, as the admin client sends it. */
        token: z
          .string()
          .regex(/^\d{1,16}$/, 'a token id')
          .optional(),
        chainAddress: z.string().max(64).optional(),
        transState: z.number().int().optional(),
        recordType: z.number().int().optional(),
      }),
    data: () => pageOf(GoodsChainRecordItem),
  }),
} as const;
