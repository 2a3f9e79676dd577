import { assetsEndpoints } from '@contracts/assets';
import { chainEndpoints } from '@contracts/chain';
import { CONTRACT_CHAIN_ID, ERC1155_ABI } from '@contracts/chain-abi';
import { chainTransferEndpoints } from '@contracts/chain-transfer';
import type { DataOf } from '@contracts/core/endpoint';
import { Interface } from 'ethers';
import type { PersonaKey } from '../../../core/personas';
import { callEndpoint } from '../../../node';
import { tokenFor } from '../../../testing';
import { DEFAULT_CONTRACT } from '../../goods/table';
import { sendTx } from '../../orders/testing/buying';

/** Test helpers for the contract path: sign ERC-1155 calls, submit their hashes, read holdings and circulation. */
export const erc1155 = new Interface(ERC1155_ABI);
export type Items = DataOf<typeof assetsEndpoints.tokenPage>['data'];
export type Circulation = DataOf<typeof chainTransferEndpoints.page>;

/** Signs a call of the default contract (or `to`, on `chainId`) with the persona's key; returns the hash. */
export function callContract(
  who: PersonaKey,
  fn: string,
  args: unknown[],
  opts: { chainId?: number; to?: string } = {},
): Promise<string> {
  return sendTx(who, {
    chainId: opts.chainId ?? CONTRACT_CHAIN_ID,
    to: opts.to ?? DEFAULT_CONTRACT.address,
    data: erc1155.encodeFunctionData(fn, args),
  });
}

export const submitHash = (txHash: string, respType?: number, lang: 'zh' | 'en' = 'en') =>
  callEndpoint(chainEndpoints.txHash, { ctId: 1, txHash, ...(respType ? { respType } : {}) }, { lang });

export async function holdings(token: string, input: Record<string, unknown> = {}): Promise<Items> {
  const r = await callEndpoint(assetsEndpoints.tokenPage, { size: 200, ...input }, { token });
  return (r.body.data as { data: Items }).data;
}

export async function circulation(input: Record<string, unknown>): Promise<Circulation> {
  return (await callEndpoint(chainTransferEndpoints.page, input)).body.data as Circulation;
}

/** A blind-box token the normal persona holds, unfrozen (the seed gives it several). */
export async function ownedBox(): Promise<Items[number]> {
  const box = (await holdings(await tokenFor('normal'))).find((t) => t.blindBoxType === 1 && t.freezeType === 0);
  if (!box) throw new Error('normal holds no blind box');
  return box;
}

/** The normal persona's openBlindBoxNFT call for `tokenId` (to the default contract on 2999 unless told). */
export const openBox = (tokenId: number, opts: { chainId?: number; to?: string } = {}) =>
  callContract('normal', 'openBlindBoxNFT', [tokenId], opts);
