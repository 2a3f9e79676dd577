import { persona } from '../../core/personas';
import type { SeedContext } from '../../core/seed-context';
import { blindBoxOpens } from '../blind-boxes/table';
import { allocateTokenIds } from '../goods/rules/stock';
import { findMerchantInside, seedSku, skus, spus } from '../goods/table';
import { orders } from '../orders/table';
import { grantTokens, mockHash, takeTokens } from './table';

const DAY = 86_400_000;

/** Tokens of the normal persona's paid orders, with the refund round trips their statuses imply. */
async function fromOrders(buyer: string): Promise<void> {
  for (const o of orders.findMany((q) => q.where({ buyerAddress: buyer }))) {
    const delivered = (o.status === 1 && o.txStatus === 1) || o.status >= 4;
    if (!delivered || o.tokenIds.length === 0) continue;
    const inside = findMerchantInside(o.sellerAddress) ?? o.sellerAddress;
    const paidAt = o.payTime ?? o.orderTime;
    const base = { tokenIds: o.tokenIds, skuId: o.skuId };
    const user = { address: buyer, type: 0 as const };
    const merchant = { address: inside, type: 1 as const };
    await grantTokens({
      ...base,
      hash: o.txHash || mockHash(`delivery:${o.orderId}`),
      recordType: 1,
      time: paidAt,
      from: merchant,
      to: user,
    });
    if (o.status < 4) continue;
    const applyAt = o.refundNote[0]?.time ?? paidAt + DAY / 2;
    await takeTokens({
      ...base,
      hash: o.refundApplyTxHash || mockHash(`refund:${o.orderId}`),
      recordType: 10,
      time: applyAt,
      from: user,
      to: merchant,
    });
    if (o.status === 5) {
      const backAt = o.refundNote[1]?.time ?? applyAt + DAY;
      await grantTokens({
        ...base,
        hash: o.refundTxHash || mockHash(`refund-back:${o.orderId}`),
        recordType: 10,
        time: backAt,
        from: merchant,
        to: user,
      });
    }
  }
}

/** Prizes of the boxes the normal persona opened (the seeded open records), with the burnt boxes. */
async function fromOpenRecords(owner: string): Promise<void> {
  for (const r of blindBoxOpens.findMany((q) => q.where({ address: owner }))) {
    const box = skus.findFirst((q) => q.where({ goodsId: r.goodsId, blindBoxType: 1 }));
    const spu = spus.findFirst((q) => q.where({ goodsId: r.goodsId }));
    if (!box || !spu) continue;
    const inside = findMerchantInside(spu.merchantAddress) ?? spu.merchantAddress;
    const user = { address: owner, type: 0 as const };
    const bought = r.createTime - 2 * DAY;
    await grantTokens({
      tokenIds: [r.tokenId],
      skuId: box.skuId,
      hash: mockHash(`box-buy:${r.id}`),
      recordType: 1,
      time: bought,
      from: { address: inside, type: 1 },
      to: user,
    });
    const openHash = mockHash(`box-open:${r.id}`);
    await takeTokens({
      tokenIds: [r.tokenId],
      skuId: box.skuId,
      hash: openHash,
      recordType: 5,
      time: r.createTime,
      from: user,
      to: { address: '0x0000000000000000000000000000000000000000', type: 2 },
    });
    await grantTokens({
      tokenIds: [r.rewardTokenId],
      skuId: r.prizeSkuId,
      hash: mockHash(`box-prize:${r.id}`),
      recordType: 5,
      time: r.createTime + 5_000,
      from: { address: inside, type: 1 },
      to: user,
    });
  }
}

/** Physical goods the normal persona can withdraw for delivery, and one token frozen while gifted. */
const AIRDROPS: Array<{ goods: string; num: number; ago: number; freeze?: 1 }> = [
  { goods: '手工紫砂壶·石瓢', num: 1, ago: 9 * DAY },
  { goods: '云南古树普洱茶饼', num: 2, ago: 8 * DAY },
  { goods: '国潮熊猫徽章', num: 1, ago: 7 * DAY, freeze: 1 },
];

export async function seedAssets(s: SeedContext): Promise<void> {
  const normal = persona('normal').address;
  await fromOrders(normal);
  await fromOpenRecords(normal);
  for (const a of AIRDROPS) {
    const { sku, inside } = seedSku(a.goods);
    const tokenIds = await allocateTokenIds(sku.skuId, a.num);
    await grantTokens({
      tokenIds,
      skuId: sku.skuId,
      hash: mockHash(`airdrop:${sku.skuId}:${tokenIds[0]}`),
      recordType: 3,
      time: s.now - a.ago,
      from: { address: inside, type: 1 },
      to: { address: normal, type: 0 },
      ...(a.freeze ? { freezeType: a.freeze } : {}),
    });
  }
}
