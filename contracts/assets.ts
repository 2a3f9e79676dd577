import { z } from 'zod';
import { defineEndpoint } from './core/endpoint';
import { labelledEnum } from './core/labelled-enum';
import { lazySchema } from './core/lazy-schema';
import { PageQuery, pageOf } from './core/page';
import { Bool01, Decimal, EpochMs, GoodsId, QueryInt, SkuId, TokenId } from './core/primitives';

/**
 * provisional: why a held token cannot move. The /v backend has no freeze reason on assets; the admin
 * generation's FreezeType (docs/backend/admin-generation.md#freeze-type) is the closest, so the mock and the UI use it.
 */
export const FreezeType = labelledEnum({
  0: { name: 'none', zh: '未冻结', en: 'not frozen' },
  1: { name: 'gifting', zh: '转赠中', en: 'being gifted' },
  2: { name: 'listing', zh: '寄售中', en: 'listed for sale' },
  3: { name: 'opening', zh: '开启盲盒中', en: 'opening blind box' },
  4: { name: 'express', zh: '提货中', en: 'being redeemed for delivery' },
  5: { name: 'synthesis', zh: '合成中', en: 'being synthesized' },
  6: { name: 'refund', zh: '退款中', en: 'being refunded' },
  7: { name: 'exchange', zh: '兑换中', en: 'being exchanged' },
});
export type FreezeType = (typeof FreezeType.values)[number];

/**
 * UserAssetTokenVO (docs/backend/objects.md#user-asset-token-vo): the real fields. `num` is a BigDecimal, so a decimal
 * string.
 */
export const UserAssetTokenVO = lazySchema(() =>
  z.object({
    goodsId: GoodsId,
    skuId: SkuId,
    ctId: z.number().int(),
    tokenId: TokenId,
    num: Decimal,
    updateTime: EpochMs,
    // provisional: the display meta and freeze state below are not in the /v VO; the asset detail needs
    // them and the real client would otherwise read them from the goods detail (TokenMetaVO fields).
    name: z.string().optional(),
    tokenName: z.string().optional(),
    cover: z.string().optional(),
    expressType: Bool01.optional(),
    blindBoxType: Bool01.optional(),
    freezeType: FreezeType.schema.optional(),
    /** provisional: how many of `num` are frozen (admin `freezeNum`). */
    freezeNum: Decimal.optional(),
  }),
);
export type UserAssetTokenVO = z.infer<typeof UserAssetTokenVO>;

/**
 * provisional: one row of /v/user/asset/token/page. The spec's path has no real twin (the nearest is
 * /v/user/asset/page, goods-level UserAssetCollectionVO); here a row is one held token with its goods
 * name and cover, so the client groups rows by goodsId for the "grouped by goods" list.
 */
export const UserAssetTokenItem = lazySchema(() =>
  UserAssetTokenVO.extend({
    goodsName: z.string(),
    goodsCover: z.string(),
    name: z.string(),
    tokenName: z.string(),
    cover: z.string(),
    expressType: Bool01,
    blindBoxType: Bool01,
    freezeType: FreezeType.schema,
  }),
);
export type UserAssetTokenItem = z.infer<typeof UserAssetTokenItem>;

/**
 * UserAssetCollectionVO (docs/backend/objects.md#user-asset-collection-vo): one goods the caller holds, `num` summed
 * over its tokens; name and cover of the SPU.
 */
export const UserAssetCollectionVO = lazySchema(() =>
  z.object({
    goodsId: GoodsId,
    num: Decimal,
    name: z.string(),
    cover: z.string(),
  }),
);
export type UserAssetCollectionVO = z.infer<typeof UserAssetCollectionVO>;

/** UserAssetVO.AssetTokenVO (docs/backend/objects.md#user-asset-vo): one held token of a SKU. */
export const UserAssetListTokenVO = lazySchema(() =>
  z.object({
    ctId: z.number().int(),
    tokenId: TokenId,
    tokenName: z.string(),
    num: Decimal,
    updateTime: EpochMs,
  }),
);
export type UserAssetListTokenVO = z.infer<typeof UserAssetListTokenVO>;

/**
 * UserAssetVO (docs/backend/objects.md#user-asset-vo): the caller's tokens of one goods, grouped by the goods' two SKU
 * properties (`skuProp` titles; value-1 rows, each with its value-2 SKUs). Only tokens with num > 0; a value-1
 * row can have no SKU left, and `v1Assets` can be [].
 */
export const UserAssetVO = lazySchema(() =>
  z.object({
    skuProp: z.object({ title1: z.string(), title2: z.string() }),
    v1Assets: z.array(
      z.object({
        propValue1: z.string(),
        v2Assets: z.array(
          z.object({
            goodsId: GoodsId,
            skuId: SkuId,
            propValue2: z.string(),
            cover: z.string(),
            expressType: Bool01,
            blindBoxType: Bool01,
            tokens: z.array(UserAssetListTokenVO),
          }),
        ),
      }),
    ),
  }),
);
export type UserAssetVO = z.infer<typeof UserAssetVO>;

export const assetsEndpoints = {
  tokenPage: defineEndpoint({
    id: 'assets.tokenPage',
    method: 'POST',
    path: '/api/v/user/asset/token/page',
    summary: "The caller's held tokens (num > 0), newest first; filter by goods or a name fragment",
    auth: 'required',
    family: 'v',
    // provisional: filters copied from MUserAssetPageQO (vague, spuType) plus goodsId.
    input: () =>
      PageQuery.extend({
        goodsId: GoodsId.optional(),
        vague: z.string().max(128).optional(),
        spuType: z.number().int().optional(),
      }),
    data: () => pageOf(UserAssetTokenItem),
  }),
  // The two below are how the real backend lists assets (docs/backend/endpoints.md#asset-page, UserAssetController);
  // the backend version we know does not serve token/page (docs/backend/corrections.md#b9-not-served), so the client
  // reads these there.
  page: defineEndpoint({
    id: 'assets.page',
    method: 'POST',
    path: '/api/v/user/asset/page',
    summary: 'The goods the caller holds (num > 0), latest change first; vague = goodsId or a name fragment',
    auth: 'required',
    family: 'v',
    // MUserAssetPageQO: VaguePageQO + spuType (−1 or absent = all; else spu.type).
    input: () =>
      PageQuery.extend({
        vague: z.string().max(128).optional(),
        spuType: z.number().int().optional(),
      }),
    data: () => pageOf(UserAssetCollectionVO),
  }),
  list: defineEndpoint({
    id: 'assets.list',
    method: 'GET',
    path: '/api/v/user/asset/list',
    summary: "The caller's tokens of one goods, by its SKU properties; 商品编号错误 for an unknown goodsId",
    auth: 'required',
    family: 'v',
    input: () => z.object({ goodsId: GoodsId }),
    data: UserAssetVO,
  }),
  detail: defineEndpoint({
    id: 'assets.detail',
    method: 'GET',
    path: '/api/v/user/asset/detail',
    summary: 'One token of the caller (ctId, tokenId); no data when the caller does not hold it',
    auth: 'required',
    family: 'v',
    input: () =>
      z.object({
        tokenId: QueryInt.positive(),
        ctId: QueryInt.positive(),
      }),
    data: () => UserAssetTokenVO.optional(),
  }),
} as const;
