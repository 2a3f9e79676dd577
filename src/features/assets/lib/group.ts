import type { UserAssetTokenItem } from '@contracts/assets';

export interface GoodsGroup {
  goodsId: string;
  goodsName: string;
  goodsCover: string;
  tokens: UserAssetTokenItem[];
}

/** Held tokens grouped by goods, in the order each goods first appears (newest activity first). */
export function groupByGoods(items: readonly UserAssetTokenItem[]): GoodsGroup[] {
  const groups = new Map<string, GoodsGroup>();
  for (const t of items) {
    const g = groups.get(t.goodsId) ?? {
      goodsId: t.goodsId,
      goodsName: t.goodsName,
      goodsCover: t.goodsCover,
      tokens: [],
    };
    g.tokens.push(t);
    groups.set(t.goodsId, g);
  }
  return [...groups.values()];
}
