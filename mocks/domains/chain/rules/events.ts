import { BURN_ADDRESS, chainTransfers, findHolding, grantTokens, takeTokens } from '../../assets/table';
import { deliveryOrders, nextDeliveryId } from '../../deliveries/table';
import { allocateTokenIds, drawBlindBoxPrize, findSku, findSpu } from '../../goods/rules/stock';
import { findMerchantInside, merchants } from '../../goods/table';
import { decodeExpressDetail } from '../../orders/rules/express-detail';
import { blindBoxOpens } from '../../orders/table';
import { findUser } from '../../users/table';
import type { ChainTx } from '../table';

type Texts = { zh: string; en: string };

/** A deterministic draw per tx: mulberry32 seeded from the hash, so a replayed test draws the same prize. */
export function rngFromHash(hash: string): () => number {
  let a = Number.parseInt(hash.slice(2, 10), 16) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A token the sender can move: held, not frozen. */
function usable(owner: string, tokenId: number) {
  const held = findHolding(owner, tokenId);
  return held && held.num > 0 && held.freezeType === 0 ? held : undefined;
}

/**
 * docs/backend/rules.md#r31-blind-box: the sender must own the (unfrozen) box token; one prize SKU is drawn weighted by
 * remaining stock, the box is burnt, a new prize token is granted at once (the real job takes ~5 s) and the
 * open record is written to the goods domain's table.
 */
export async function openBlindBox(tx: ChainTx, boxTokenId: number) {
  const held = usable(tx.from, boxTokenId);
  const box = held && findSku(held.skuId);
  if (!held || !box || box.blindBoxType !== 1) return { error: 'not an owned blind box' } as const;
  const prize = await drawBlindBoxPrize(box.goodsId, rngFromHash(tx.hash));
  if (!prize) return { error: 'no prize left' } as const;
  const spu = findSpu(box.goodsId);
  const inside = (spu && findMerchantInside(spu.merchantAddress)) ?? BURN_ADDRESS;
  const user = { address: tx.from, type: 0 as const };
  const at = tx.time;
  await takeTokens({
    tokenIds: [boxTokenId],
    skuId: box.skuId,
    hash: tx.hash,
    recordType: 5,
    time: at,
    from: user,
    to: { address: BURN_ADDRESS, type: 2 },
  });
  const [rewardTokenId] = await allocateTokenIds(prize.skuId, 1);
  await grantTokens({
    tokenIds: [rewardTokenId as number],
    skuId: prize.skuId,
    hash: tx.hash,
    recordType: 5,
    time: at,
    from: { address: inside, type: 1 },
    to: user,
  });
  const who = findUser(tx.from);
  const row = {
    id: blindBoxOpens.all().reduce((n, r) => Math.max(n, r.id), 0) + 1,
    goodsId: box.goodsId,
    address: tx.from,
    uid: who?.uid ?? 0,
    nickName: who?.nickname ?? '',
    prizeSkuId: prize.skuId,
    prizeName: prize.name,
    cover: prize.cover,
    tokenId: boxTokenId,
    rewardTokenId: rewardTokenId as number,
    createTime: at,
  };
  await blindBoxOpens.create(row);
  return row;
}

/**
 * docs/backend/rules.md#r18-delivery-created: an ExpressNFT event makes a delivery order (status 0) for the sent
 * tokens, which are burnt. The tokens must be the sender's, unfrozen, of one shippable SKU; `detail` is the ship-to JSON.
 */
export async function expressTokens(tx: ChainTx, ids: number[], detail: string, at: number) {
  const fail = (error: Texts) => ({ error }) as const;
  if (ids.length === 0 || new Set(ids).size !== ids.length)
    return fail({ zh: '提货藏品为空或重复', en: 'no tokens, or a token twice' });
  const held = ids.map((id) => usable(tx.from, id));
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
