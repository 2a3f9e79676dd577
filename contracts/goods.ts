import { z } from 'zod';
import { defineEndpoint, NoData } from './core/endpoint';
import { labelledEnum } from './core/labelled-enum';
import { lazySchema } from './core/lazy-schema';
import { PageQuery, pageOf } from './core/page';
import { Bool01, Decimal, EpochMs, GoodsId, SkuId } from './core/primitives';
import { ChainContractVO, MerchantVO } from './shared-vo';

export { ChainContractVO, MerchantVO } from './shared-vo';

/** GoodsEnum.SpuTypeEnum: synthetic goods cannot be bought. */
export const SpuType = labelledEnum({
  0: { name: 'normal', zh: '普通', en: 'normal' },
  1: { name: 'blind_box', zh: '盲盒', en: 'blind box' },
  2: { name: 'synthetic', zh: '合成', en: 'synthesized' },
});

/** GoodsEnum.SaleTypeEnum. */
export const SaleType = labelledEnum({
  0: { name: 'normal', zh: '常规销售', en: 'regular sale' },
  1: { name: 'white', zh: '白名单销售', en: 'whitelist sale' },
});

/**
 * GoodsSpuPageVO (docs/backend/objects.md#goods-spu-page-vo): `price` is the lowest SKU price; `stock` = total − sales.
 */
export const GoodsSpuPageVO = lazySchema(() =>
  z.object({
    goodsId: GoodsId,
    type: SpuType.schema,
    name: z.string(),
    cover: z.string(),
    price: Decimal,
    total: z.number().int(),
    sales: z.number().int(),
    stock: z.number().int(),
    favorite: z.number().int(),
    saleType: SaleType.schema,
    saleTime: EpochMs.optional(),
    saleTimeNormal: EpochMs.optional(),
  }),
);
export type GoodsSpuPageVO = z.infer<typeof GoodsSpuPageVO>;

/** GoodsSpuVO: `orderLimit` is the caller's remaining SPU limit (−1 unlimited, 0 cannot buy, n remaining). */
export const GoodsSpuVO = lazySchema(() =>
  GoodsSpuPageVO.extend({
    classifies: z.array(z.number().int()).optional(),
    des: z.string(),
    detail: z.string().optional(),
    images: z.array(z.string()),
    orderLimit: z.number().int(),
  }),
);
export type GoodsSpuVO = z.infer<typeof GoodsSpuVO>;

export const GoodsSkuVO = lazySchema(() =>
  z.object({
    skuId: SkuId,
    propValue1: z.string(),
    propValue2: z.string(),
    name: z.string(),
    tokenName: z.string(),
    cover: z.string(),
    price: Decimal,
    total: z.number().int(),
    sales: z.number().int(),
    stock: z.number().int(),
    orderLimit: z.number().int(),
    /** The quantity must be a multiple of this. */
    orderPack: z.number().int(),
    expressType: Bool01,
    blindBoxType: Bool01,
    traceHash: z.string(),
  }),
);
export type GoodsSkuVO = z.infer<typeof GoodsSkuVO>;

/**
 * provisional: the prize list of a blind box. The real GoodsDetailVO returns only the box SKU; the
 * admin generation lists prizes with a `boxRate`. Here each prize is a `blindBoxType = 0` SKU of the
 * same goods and `rate` is its chance in percent, weighted by remaining stock (docs/backend/rules.md#r31-blind-box).
 */
export const BlindBoxPrizeVO = lazySchema(() =>
  z.object({
    skuId: SkuId,
    name: z.string(),
    cover: z.string(),
    stock: z.number().int(),
    rate: Decimal,
  }),
);
export type BlindBoxPrizeVO = z.infer<typeof BlindBoxPrizeVO>;

export const GoodsDetailVO = lazySchema(() =>
  z.object({
    spu: GoodsSpuVO,
    skuProp: z.object({ title1: z.string(), title2: z.string() }),
    v1Skus: z.array(
      z.object({
        propValue1: z.string(),
        v2Skus: z.array(z.object({ propValue2: z.string(), sku: GoodsSkuVO })),
      }),
    ),
    merchant: MerchantVO,
    contract: ChainContractVO,
    /** provisional: only for blind boxes (see BlindBoxPrizeVO). */
    prizes: z.array(BlindBoxPrizeVO).optional(),
    /**
     * provisional: whether the caller has favourited the goods. The real backend sends no such field
     * (docs/backend/corrections.md#b5-favorite): the state is GET /v/goods/favorite (goodsEndpoints.favoriteState).
     * Read only as a fallback when that endpoint does not answer; the mock does not send it either.
     */
    isFavorite: z.boolean().optional(),
  }),
);
export type GoodsDetailVO = z.infer<typeof GoodsDetailVO>;

/**
 * GoodsFavoriteVO (docs/backend/objects.md#goods-favorite-vo): present = the caller has favourited the goods, since
 * `createTime`.
 */
export const GoodsFavoriteVO = lazySchema(() => z.object({ createTime: EpochMs }));
export type GoodsFavoriteVO = z.infer<typeof GoodsFavoriteVO>;

export const GoodsPageVO = lazySchema(() =>
  z.object({
    spu: GoodsSpuPageVO,
    merchant: MerchantVO,
  }),
);
export type GoodsPageVO = z.infer<typeof GoodsPageVO>;

export const GoodsPageQuery = lazySchema(() =>
  PageQuery.extend({
    /** Exact goodsId, exact merchant address, or a name fragment. */
    vague: z.string().optional(),
    /** Merchant address filter. */
    address: z.string().optional(),
    menuId: z.number().int().optional(),
    /** Ignored by the real backend (always the composite score). */
    orderType: z.number().int().optional(),
  }),
);

export const goodsEndpoints = {
  page: defineEndpoint({
    id: 'goods.page',
    method: 'POST',
    path: '/api/v/goods/page',
    summary: 'Goods on sale, by composite score; vague searches id, merchant address or name',
    auth: 'optional',
    family: 'v',
    input: GoodsPageQuery,
    data: () => pageOf(GoodsPageVO),
  }),
  detail: defineEndpoint({
    id: 'goods.detail',
    method: 'GET',
    path: '/api/v/goods/detail',
    summary: 'Goods detail with SKUs grouped by the two property axes; a token personalises orderLimit',
    auth: 'optional',
    family: 'v',
    input: () => z.object({ goodsId: GoodsId }),
    data: GoodsDetailVO,
  }),
  favoriteState: defineEndpoint({
    id: 'goods.favoriteState',
    method: 'GET',
    path: '/api/v/goods/favorite',
    summary: "The caller's favourite of one goods: data when favourited, no data when not (always none when anonymous)",
    auth: 'optional',
    family: 'v',
    input: () => z.object({ goodsId: GoodsId }),
    data: () => GoodsFavoriteVO.optional(),
  }),
  favorite: defineEndpoint({
    id: 'goods.favorite',
    method: 'POST',
    path: '/api/v/goods/favorite',
    summary: 'Toggle the favourite (adds when absent, removes when present); unknown goodsId is a silent success',
    auth: 'required',
    family: 'v',
    input: () => z.object({ goodsId: GoodsId }),
    data: NoData,
  }),
} as const;
