import { z } from 'zod';
import { labelledEnum } from './core/labelled-enum';
import { lazySchema } from './core/lazy-schema';
import { Address, Bool01, TokenId } from './core/primitives';

// Objects that several domains' answers carry (goods, orders, deliveries, chain), in a module of their own so
// that a screen loads only the contracts of the domains it calls: the login page's chain call and the home page's
// goods call share these, not the order contracts. goods.ts and orders.ts re-export them.

/**
 * MerchantVO (docs/backend/objects.md#merchant-vo): `insideAddress` is the pay-to address and the NFT refund
 * destination.
 */
export const MerchantVO = lazySchema(() =>
  z.object({
    address: Address,
    name: z.string(),
    headUrl: z.string(),
    insideAddress: Address,
  }),
);
export type MerchantVO = z.infer<typeof MerchantVO>;

/** ChainContractVO (docs/backend/objects.md#chain-contract-vo). */
export const ChainContractVO = lazySchema(() =>
  z.object({
    ctId: z.number().int(),
    type: z.string(),
    name: z.string(),
    address: Address,
  }),
);
export type ChainContractVO = z.infer<typeof ChainContractVO>;

/** OrderEnum.TxStatusEnum: NFT delivery and refund transfers. */
export const TxStatus = labelledEnum({
  0: { name: 'wait', zh: '等待中', en: 'pending' },
  1: { name: 'success', zh: '成功', en: 'succeeded' },
  2: { name: 'fail', zh: '失败', en: 'failed' },
});

/** TokenMetaVO (docs/backend/objects.md#token-meta-vo): `tokenId` only in the /v/chain/tx-hash answer. */
export const TokenMetaVO = lazySchema(() =>
  z.object({
    tokenId: TokenId.optional(),
    name: z.string(),
    tokenName: z.string(),
    cover: z.string(),
    expressType: Bool01,
    blindBoxType: Bool01,
  }),
);
export type TokenMetaVO = z.infer<typeof TokenMetaVO>;
