import { assetsEndpoints, type UserAssetCollectionVO, type UserAssetVO } from '@contracts/assets';
import { implement } from '../../core/implement';
import { paginate } from '../../core/paging';
import { invalid, ok } from '../../core/respond';
import { sweepDeliveries } from '../deliveries/rules/sweep';
import { findSpu, TOKEN_PREFIX_FACTOR } from '../goods/rules/stock';
import { skus } from '../goods/table';
import { type AssetRecord, assetTokens } from './table';

/**
 * How the real backend lists assets (docs/backend/endpoints.md#asset-page, UserAssetController): a page of the goods
 * held (user_asset_collection) and, per goods, its tokens by SKU properties. Both read the same token table
 * as token/page, so the two views of one shop always agree.
 */

interface Collection {
  goodsId: string;
  num: number;
  updateTime: number;
}

/**
 * user_asset_collection as the real backend keeps it: one row per (goods, address), `num` the sum over
 * its token rows (0 once all moved away) and `update_time` the time of the last token change.
 */
function collectionsOf(address: string): Collection[] {
  const a = address.toLowerCase();
  const byGoods = new Map<string, Collection>();
  for (const r of assetTokens.findMany((q) => q.where({ address: a }))) {
    const c = byGoods.get(r.goodsId) ?? { goodsId: r.goodsId, num: 0, updateTime: 0 };
    c.num += r.num;
    c.updateTime = Math.max(c.updateTime, r.updateTime);
    byGoods.set(r.goodsId, c);
  }
  return [...byGoods.values()];
}

/** The mapper's WHERE: num > 0, spu.type = spuType unless absent or −1, vague = goodsId, address or name part. */
function matches(c: Collection, address: string, spuType: number | undefined, vague: string): boolean {
  if (c.num <= 0) return false;
  const spu = findSpu(c.goodsId);
  if (spuType !== undefined && spuType !== -1 && spu?.type !== spuType) return false;
  if (vague === '') return true;
  return c.goodsId === vague || address === vague.toLowerCase() || (spu?.name ?? '').includes(vague);
}

const page = implement(assetsEndpoints.page, async ({ input, me }) => {
  // Returned deliveries give tokens back (docs/backend/rules.md#r23-return-tracking): settle them before listing, as
  // token/page does.
  await sweepDeliveries();
  const vague = input.vague?.trim() ?? '';
  const rows = collectionsOf(me.address)
    .filter((c) => matches(c, me.address.toLowerCase(), input.spuType, vague))
    .sort((a, b) => b.updateTime - a.updateTime);
  const result = paginate(rows, input.page, input.size);
  const data = result.data.flatMap((c): UserAssetCollectionVO[] => {
    const spu = findSpu(c.goodsId);
    return spu ? [{ goodsId: c.goodsId, num: String(c.num), name: spu.name, cover: spu.cover }] : [];
  });
  return ok({ ...result, data });
});

/** TokenUtils.tokenName: the SKU's token name and the serial part of the id. */
const tokenNameOf = (skuTokenName: string, tokenId: number) => `${skuTokenName} #${tokenId % TOKEN_PREFIX_FACTOR}`;

const list = implement(assetsEndpoints.list, async ({ input, me, lang }) => {
  const spu = findSpu(input.goodsId);
  // Every seeded goods has SKU properties (title1/title2), so "no properties" is "no such goods".
  if (!spu) return invalid(lang, '商品编号错误');
  await sweepDeliveries();
  const a = me.address.toLowerCase();
  const held = assetTokens
    .findMany((q) => q.where({ address: a, goodsId: spu.goodsId }))
    .filter((r) => r.num > 0)
    .sort((x, y) => y.updateTime - x.updateTime);
  const bySku = new Map<string, AssetRecord[]>();
  for (const r of held) bySku.set(r.skuId, [...(bySku.get(r.skuId) ?? []), r]);
  const all = skus.findMany((q) => q.where({ goodsId: spu.goodsId }));
  const heldSkus = all.filter((k) => bySku.has(k.skuId));
  // value1Json / value2Json of the goods' SKU properties: every property value, in the goods' order.
  const value1s = [...new Set(all.map((k) => k.propValue1))];
  const value2s = [...new Set(all.map((k) => k.propValue2))];
  const v1Assets: UserAssetVO['v1Assets'] = [];
  for (const propValue1 of value1s) {
    const v1 = heldSkus.filter((k) => k.propValue1 === propValue1);
    if (v1.length === 0) continue;
    const v2Assets = value2s.flatMap((propValue2) => {
      // The real loop takes the first SKU with this pair.
      const sku = v1.find((k) => k.propValue2 === propValue2);
      if (!sku) return [];
      return [
        {
          goodsId: spu.goodsId,
          skuId: sku.skuId,
          propValue2,
          cover: sku.cover,
          expressType: sku.expressType,
          blindBoxType: sku.blindBoxType,
          tokens: (bySku.get(sku.skuId) ?? []).map((r) => ({
            ctId: r.ctId,
            tokenId: r.tokenId,
            tokenName: tokenNameOf(sku.tokenName, r.tokenId),
            num: String(r.num),
            updateTime: r.updateTime,
          })),
        },
      ];
    });
    v1Assets.push({ propValue1, v2Assets });
  }
  return ok({ skuProp: { title1: spu.title1, title2: spu.title2 }, v1Assets });
});

export const assetCollectionHandlers = [page, list];
