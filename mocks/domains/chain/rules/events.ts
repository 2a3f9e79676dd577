import { BURN_ADDRESS, chainTransfers, findHolding, grantTokens, movableHolding, takeTokens } from '../../assets/table';
import { deliveryOrders, nextDeliveryId } from '../../deliveries/table';
import { findSku, findSpu } from '../../goods/rules/stock';
import { merchants } from '../../goods/table';
import { decodeExpressDetail } from '../../orders/rules/express-detail';
import type { ChainTx } from '../table';

type Texts = { zh: string; en: string };

/**
 * docs/backend/rules.md#r18-delivery-created: an ExpressNFT event makes a delivery order (status 0) for the sent
 * tokens, which are burnt. The tokens must be the sender's, unfrozen, of one shippable SKU; `detail` is the ship-to JSON.
 */
export async function expressTokens(tx: ChainTx, ids: number[], detail: string, at: number) {
  const fail = (error: Texts) => ({ error }) as const;
  if (ids.length === 0 || new Set(ids).size !== ids.length)
    return fail({ zh: '提货藏品为空或重复', en: 'no tokens, or a token twice' });
  const held = ids.map((id) => movableHolding(tx.from, id));
  if (held.some((h) => !h)) return fail({ zh: '藏品不属于你或已冻结', en: 'a token is not yours or is frozen' });
  const skuId = held[0]?.skuId as string;
  if (held.some((h) => h?.skuId !== skuId))
    return fail({ zh: '一次只能提同一款藏品', en: 'one delivery holds tokens of one SKU only' });
  const sku = findSku(skuId);
  const spu = sku && findSpu(sku.goodsId);
  if (!sku || !spu || sku.expressType !== 1)
    return fail({ zh: '该藏品不支持提货', en: 'this token cannot be shipped' });
  const shipTo = await decodeExpressDetail(detail);
  if (!shipTo?.name.trim() || !shipTo.phone.trim() || !shipTo.detail.trim()) {
    return fail({ zh: '收货信息不完整', en: 'the ship-to details are incomplete' });
  }
  await takeTokens({
    tokenIds: ids,
    skuId,
    hash: tx.hash,
    recordType: 6,
    time: at,
    from: { address: tx.from, type: 0 },
    to: { address: BURN_ADDRESS, type: 2 },
  });
  const orderId = nextDeliveryId(at);
  await deliveryOrders.create({
    orderId,
    sellerAddress: spu.merchantAddress,
    buyerAddress: tx.from,
    goodsId: sku.goodsId,
    skuId,
    ctId: 1,
    tokenIds: ids,
    num: ids.length,
    txHash: tx.hash,
    status: 0,
    ...shipTo,
    expressCode: '',
    orderTime: at,
    refundNote: [],
    refundExpressCode: '',
    merchantSim: true,
  });
  return { orderId };
}

/**
 * TransferSingle/TransferBatch: holdings move; a transfer to a merchant's inside wallet is a refund
 * return (record type 10), anything else a gift (2). Indexed once per hash. The sender must hold them
 * (the real contract reverts otherwise).
 */
export async function transferTokens(
  tx: ChainTx,
  from: string,
  to: string,
  ids: number[],
  at: number,
): Promise<{ ok: true } | { error: string }> {
  // Stryker disable next-line ObjectLiteral: callers only test `'error' in` the answer; {} reads the same as { ok: true }.
  if (chainTransfers.findFirst((q) => q.where({ chainHash: tx.hash }))) return { ok: true as const };
  if (from.toLowerCase() !== tx.from) return { error: 'ERC1155: caller is not owner nor approved' };
  const held = ids.map((id) => findHolding(from, id));
  if (held.some((h) => !h || h.num < 1 || h.freezeType !== 0))
    return { error: 'ERC1155: insufficient balance for transfer' };
  const target = to.toLowerCase();
  const isMerchant = merchants.all().some((m) => m.insideAddress === target || m.address === target);
  for (const h of held) {
    // Stryker disable next-line ConditionalExpression: a type guard only; a missing holding returned an error above.
    if (!h) continue;
    const move = {
      tokenIds: [h.tokenId],
      skuId: h.skuId,
      hash: tx.hash,
      time: at,
      from: { address: tx.from, type: 0 as const },
    };
    await takeTokens({ ...move, recordType: isMerchant ? 10 : 2, to: { address: target, type: isMerchant ? 1 : 0 } });
    if (!isMerchant) await grantTokens({ ...move, recordType: 2, to: { address: target, type: 0 }, silent: true });
  }
  // Stryker disable next-line ObjectLiteral: callers only test `'error' in` the answer; {} reads the same as { ok: true }.
  return { ok: true as const };
}
