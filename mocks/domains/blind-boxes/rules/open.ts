import { TxHashRespType } from '@contracts/chain';
import { TokenMetaVO as TokenMetaSchema, type TokenMetaVO } from '@contracts/orders';
import type { Lang } from '../../../core/messages';
import { failWith, invalid, ok, type Reply } from '../../../core/respond';
import { BURN_ADDRESS, grantTokens, movableHolding, takeTokens } from '../../assets/table';
import { type ChainTx, markUsed } from '../../chain/table';
import { allocateTokenIds, drawBlindBoxPrize, findSku, findSpu, TOKEN_PREFIX_FACTOR } from '../../goods/rules/stock';
import { findMerchantInside } from '../../goods/table';
import { findUser } from '../../users/table';
import { blindBoxOpens } from '../table';

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

/**
 * docs/backend/rules.md#r31-blind-box: the sender must own the (unfrozen) box token; one prize SKU is drawn weighted by
 * remaining stock, the box is burnt, a new prize token is granted at once (the real job takes ~5 s) and the
 * open record is written to this domain's table.
 */
export async function openBlindBox(tx: ChainTx, boxTokenId: number) {
  const held = movableHolding(tx.from, boxTokenId);
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
 * TokenMetaVO of the prize with the OPENED BOX's token id and its " #serial" suffix
 * (docs/backend/endpoints.md#tx-hash).
 */
export function prizeMeta(prizeSkuId: string, boxTokenId: number): TokenMetaVO | undefined {
  const sku = findSku(prizeSkuId);
  if (!sku) return undefined;
  const suffix = ` #${boxTokenId % TOKEN_PREFIX_FACTOR}`;
  return TokenMetaSchema.parse({
    ...sku,
    tokenId: boxTokenId,
    name: sku.name + suffix,
    tokenName: sku.tokenName + suffix,
  });
}

/** With respType 1 (openBlindBox) tx-hash answers the prize; any other respType, nothing. */
function answer(
  respType: number | undefined,
  open: { prizeSkuId: string; tokenId: number } | undefined,
): Reply<TokenMetaVO | undefined> {
  if (respType !== TxHashRespType.openBlindBox || !open) return ok();
  const meta = prizeMeta(open.prizeSkuId, open.tokenId);
  return meta ? ok(meta) : ok();
}

/**
 * chain.txHash for a mined openBlindBoxNFT call (the chain domain's handler hands it here): the first submission
 * opens the box and marks the hash used; a later one answers the same prize (indexing is idempotent by hash); a
 * hash used for anything else is refused.
 */
export async function indexOpenBox(
  tx: ChainTx,
  boxTokenId: number,
  respType: number | undefined,
  lang: Lang,
): Promise<Reply<TokenMetaVO | undefined>> {
  if (tx.usedBy.startsWith('chain:open:')) {
    return answer(
      respType,
      blindBoxOpens.findFirst((q) => q.where({ tokenId: boxTokenId })),
    );
  }
  if (tx.usedBy !== '') return failWith('transaction_hash_already_used', lang);
  const opened = await openBlindBox(tx, boxTokenId);
  if ('error' in opened) return invalid(lang, '开启盲盒失败');
  await markUsed(tx.hash, `chain:open:${boxTokenId}`);
  return answer(respType, opened);
}
