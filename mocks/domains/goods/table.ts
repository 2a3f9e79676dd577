import { SysBannerVO } from '@contracts/content';
import { Address, Bool01 } from '@contracts/core/primitives';
import { type ChainContractVO, GoodsSkuVO, GoodsSpuVO, MerchantVO } from '@contracts/goods';
import { z } from 'zod';
import { defineTable } from '../../core/store';

/** Merchants' custodial "inside" wallets (the pay-to and refund addresses): hardhat accounts 8 and 9. */
export const INSIDE_ADDRESSES = {
  merchant: '0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f',
  merchant2: '0xa0ee7a142d267c1f36714e4a8f75612f20a79720',
} as const;

/** The auto-deployed ERC-1155 contract (ctId 1) every goods is minted on. */
export const DEFAULT_CONTRACT: ChainContractVO = {
  ctId: 1,
  type: 'ERC1155',
  name: 'Default Contract',
  address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
};

export const merchants = defineTable('merchants', MerchantVO);

export const SpuRecord = GoodsSpuVO.omit({ orderLimit: true }).extend({
  merchantAddress: Address,
  /** GoodsEnum.SpuStatusEnum: only 4 (on sale) is listed and buyable. */
  status: z.number().int(),
  hiddenStatus: Bool01,
  recommended: z.boolean(),
  showOrder: z.number().int(),
  title1: z.string(),
  title2: z.string(),
  ctId: z.number().int(),
  /** Goods-wide purchase limit per address (−1 / 0 / n); each SKU carries its own too. */
  limitNum: z.number().int(),
});
export type SpuRecord = z.infer<typeof SpuRecord>;
export const spus = defineTable('goodsSpus', SpuRecord);

export const SkuRecord = GoodsSkuVO.omit({ orderLimit: true }).extend({
  goodsId: z.string(),
  limitNum: z.number().int(),
  /** GoodsEnum.MintStatusEnum: 3 = minted, purchasable. */
  mintStatus: z.number().int(),
  /** Token ids are tokenPrefix·1e8 + serial; tokenSerial is the last serial handed out. */
  tokenPrefix: z.number().int(),
  tokenSerial: z.number().int(),
});
export type SkuRecord = z.infer<typeof SkuRecord>;
export const skus = defineTable('goodsSkus', SkuRecord);

export const favorites = defineTable(
  'goodsFavorites',
  z.object({ goodsId: z.string(), address: Address, createTime: z.number() }),
);

export const whitelist = defineTable(
  'goodsWhitelist',
  z.object({ goodsId: z.string(), address: Address, num: z.number().int() }),
);

export const BannerRecord = SysBannerVO.extend({
  status: Bool01,
  startTime: z.number(),
  endTime: z.number(),
  showOrder: z.number().int(),
});
export const banners = defineTable('banners', BannerRecord);

/** yyyyMMdd in China time, the prefix of every real id. */
export function datePrefix(ms: number): string {
  const d = new Date(ms + 8 * 3_600_000);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** The merchant's custodial wallet: where buyers pay and return tokens. */
export function findMerchantInside(address: string): string | undefined {
  return merchants.findFirst((q) => q.where({ address: address.toLowerCase() }))?.insideAddress;
}

/** The first SKU of a goods by name (prizes excluded), for seeded holdings and deliveries. */
export function seedSku(goodsName: string, pick = 0) {
  const spu = spus.findFirst((q) => q.where({ name: goodsName }));
  if (!spu) throw new Error(`assets seed: unknown goods ${goodsName}`);
  const list = skus.findMany((q) => q.where({ goodsId: spu.goodsId })).filter((k) => k.blindBoxType === 0);
  const sku = list[pick % list.length];
  if (!sku) throw new Error(`assets seed: no sku of ${goodsName}`);
  return { spu, sku, inside: findMerchantInside(spu.merchantAddress) ?? spu.merchantAddress };
}
