import { assetsEndpoints, type UserAssetTokenItem, UserAssetTokenVO } from '@contracts/assets';
import { implement } from '../../core/implement';
import { paginate } from '../../core/paging';
import { ok } from '../../core/respond';
import { sweepDeliveries } from '../deliveries/rules/sweep';
import { findSku, findSpu } from '../goods/rules/stock';
import { assetCollectionHandlers } from './collections-handlers';
import { type AssetRecord, findHolding, holdingsOf } from './table';

/** The wire view of a holding; BigDecimal counts are decimal strings. */
export function toTokenItem(r: AssetRecord): UserAssetTokenItem | undefined {
  const sku = findSku(r.skuId);
  const spu = findSpu(r.goodsId);
  if (!sku || !spu) return undefined;
  return {
    goodsId: r.goodsId,
    skuId: r.skuId,
    ctId: r.ctId,
    tokenId: r.tokenId,
    num: String(r.num),
    updateTime: r.updateTime,
    goodsName: spu.name,
    goodsCover: spu.cover,
    name: sku.name,
    tokenName: sku.tokenName,
    cover: sku.cover,
    expressType: sku.expressType,
    blindBoxType: sku.blindBoxType,
    freezeType: r.freezeType,
    ...(r.freezeType !== 0 ? { freezeNum: String(r.num) } : {}),
  };
}

const tokenPage = implement(assetsEndpoints.tokenPage, async ({ input, me }) => {
  // Returned deliveries give tokens back (docs/backend/rules.md#r23-return-tracking): settle them before listing.
  await sweepDeliveries();
  const vague = input.vague?.trim() ?? '';
  const rows = holdingsOf(me.address)
    .filter((r) => input.goodsId === undefined || r.goodsId === input.goodsId)
    .filter((r) => input.spuType === undefined || input.spuType === -1 || findSpu(r.goodsId)?.type === input.spuType)
    .filter((r) => {
      if (vague === '') return true;
      const spu = findSpu(r.goodsId);
      return r.goodsId === vague || spu?.merchantAddress === vague.toLowerCase() || (spu?.name ?? '').includes(vague);
    })
    .sort((a, b) => b.updateTime - a.updateTime || b.tokenId - a.tokenId);
  const page = paginate(rows, input.page, input.size);
  return ok({ ...page, data: page.data.flatMap((r) => toTokenItem(r) ?? []) });
});

/** The caller's token, or no data when they do not hold it (docs/backend/endpoints.md#asset-detail). */
const detail = implement(assetsEndpoints.detail, async ({ input, me }) => {
  await sweepDeliveries();
  const held = findHolding(me.address, input.tokenId, input.ctId);
  const item = held && held.num > 0 ? toTokenItem(held) : undefined;
  return item ? ok(UserAssetTokenVO.parse(item)) : ok();
});

export const assetsHandlers = [tokenPage, detail, ...assetCollectionHandlers];
