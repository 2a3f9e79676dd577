import { FreezeType } from '@contracts/assets';
import { TransferRecordType, TransferState, TransferUserType } from '@contracts/chain-transfer';
import { keccak256, toUtf8Bytes } from 'ethers';
import { z } from 'zod';
import { defineTable } from '../../core/store';
import { findSku } from '../goods/rules/stock';
import { DEFAULT_CONTRACT, findMerchantInside } from '../goods/table';
import { onTokensDelivered } from '../orders/rules/lifecycle';
import type { OrderRecord } from '../orders/table';

/** One held token (ERC-1155 balance of one id). Rows stay at num 0 once moved away, like the real table. */
export const AssetRecord = z.object({
  address: z.string(),
  goodsId: z.string(),
  skuId: z.string(),
  ctId: z.number().int(),
  tokenId: z.number().int(),
  num: z.number().int().nonnegative(),
  freezeType: FreezeType.schema,
  updateTime: z.number(),
});
export type AssetRecord = z.infer<typeof AssetRecord>;
export const assetTokens = defineTable('assetTokens', AssetRecord);

/** One chain transfer of a goods token (the admin "asset circulation" record). Addresses lower-cased. */
export const TransferRecord = z.object({
  transferId: z.string(),
  chainHash: z.string(),
  recordType: TransferRecordType.schema,
  fromAddress: z.string(),
  fromType: TransferUserType.schema,
  toAddress: z.string(),
  toType: TransferUserType.schema,
  goodsId: z.string(),
  skuId: z.string(),
  tokenId: z.number().int(),
  transState: TransferState.schema,
  createTime: z.number(),
  updateTime: z.number(),
});
export type TransferRecord = z.infer<typeof TransferRecord>;
export const chainTransfers = defineTable('chainTransfers', TransferRecord);

/** Where burnt tokens go (fromType/toType 2). */
export const BURN_ADDRESS = '0x0000000000000000000000000000000000000000';

export function findHolding(address: string, tokenId: number, ctId = DEFAULT_CONTRACT.ctId): AssetRecord | undefined {
  const a = address.toLowerCase();
  return assetTokens.findFirst((q) => q.where({ address: a, tokenId, ctId }));
}

/** A token its owner can move (send, open, ship): held, not frozen (the contract reverts otherwise). */
export function movableHolding(owner: string, tokenId: number): AssetRecord | undefined {
  const held = findHolding(owner, tokenId);
  return held && held.num > 0 && held.freezeType === 0 ? held : undefined;
}

export function holdingsOf(address: string): AssetRecord[] {
  const a = address.toLowerCase();
  return assetTokens.findMany((q) => q.where({ address: a })).filter((r) => r.num > 0);
}

function nextTransferId(): string {
  const last = chainTransfers.all().reduce((n, r) => Math.max(n, Number(r.transferId) || 0), 0);
  return String(last + 1);
}

/** A deterministic stand-in hash for transfers the mock performs itself (merchant jobs, seeds). */
export function mockHash(label: string): string {
  return keccak256(toUtf8Bytes(`mock-transfer:${label}`));
}

export interface Movement {
  tokenIds: number[];
  skuId: string;
  hash: string;
  recordType: TransferRecord['recordType'];
  time: number;
  from: { address: string; type: TransferRecord['fromType'] };
  to: { address: string; type: TransferRecord['toType'] };
  transState?: TransferRecord['transState'];
  /** Credit without a circulation row (the other side of a transfer already recorded once). */
  silent?: boolean;
}

async function record(m: Movement, tokenId: number, goodsId: string): Promise<void> {
  await chainTransfers.create({
    transferId: nextTransferId(),
    chainHash: m.hash.toLowerCase(),
    recordType: m.recordType,
    fromAddress: m.from.address.toLowerCase(),
    fromType: m.from.type,
    toAddress: m.to.address.toLowerCase(),
    toType: m.to.type,
    goodsId,
    skuId: m.skuId,
    tokenId,
    transState: m.transState ?? 1,
    createTime: m.time,
    updateTime: m.time,
  });
}

/**
 * Credits tokens to a user (payment delivery, prizes, returns sent back) and writes one circulation
 * record per token. Used by payment delivery (via onTokensDelivered), blind-box opening and seeds.
 */
export async function grantTokens(m: Movement & { freezeType?: AssetRecord['freezeType'] }): Promise<void> {
  const sku = findSku(m.skuId);
  if (!sku) throw new Error(`grantTokens: unknown sku ${m.skuId}`);
  const owner = m.to.address.toLowerCase();
  for (const tokenId of m.tokenIds) {
    const held = findHolding(owner, tokenId);
    if (held) {
      await assetTokens.update((q) => q.where({ address: owner, tokenId }), {
        data(r) {
          r.num += 1;
          r.updateTime = m.time;
          r.freezeType = m.freezeType ?? 0;
        },
      });
    } else {
      await assetTokens.create({
        address: owner,
        goodsId: sku.goodsId,
        skuId: sku.skuId,
        ctId: DEFAULT_CONTRACT.ctId,
        tokenId,
        num: 1,
        freezeType: m.freezeType ?? 0,
        updateTime: m.time,
      });
    }
    if (!m.silent) await record(m, tokenId, sku.goodsId);
  }
}

/** Moves tokens out of a user's holdings (burn for delivery or opening, return to a merchant). */
export async function takeTokens(m: Movement): Promise<void> {
  const owner = m.from.address.toLowerCase();
  for (const tokenId of m.tokenIds) {
    const held = findHolding(owner, tokenId);
    if (!held || held.num < 1) throw new Error(`takeTokens: ${owner} does not hold ${tokenId}`);
    await assetTokens.update((q) => q.where({ address: owner, tokenId }), {
      data(r) {
        r.num -= 1;
        r.updateTime = m.time;
      },
    });
    await record(m, tokenId, held.goodsId);
  }
}

export async function setFreeze(address: string, tokenId: number, freezeType: AssetRecord['freezeType']) {
  const a = address.toLowerCase();
  await assetTokens.update((q) => q.where({ address: a, tokenId }), {
    data(r) {
      r.freezeType = freezeType;
    },
  });
}

/** docs/backend/rules.md#r13-delivery-job: the paid order's tokens leave the merchant's inside wallet for the buyer. */
async function creditPaidOrder(o: OrderRecord): Promise<void> {
  if (o.expressType === 1) return; // shipped directly: the deliveries domain turns it into an express order
  if (o.tokenIds.some((id) => findHolding(o.buyerAddress, id)?.num)) return;
  await grantTokens({
    tokenIds: o.tokenIds,
    skuId: o.skuId,
    hash: o.txHash || mockHash(`delivery:${o.orderId}`),
    recordType: 1,
    time: o.payTime ?? o.orderTime,
    from: { address: findMerchantInside(o.sellerAddress) ?? o.sellerAddress, type: 1 },
    to: { address: o.buyerAddress, type: 0 },
  });
}

onTokensDelivered(creditPaidOrder);
