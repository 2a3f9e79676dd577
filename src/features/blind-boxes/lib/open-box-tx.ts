import { ERC1155_ABI } from '@contracts/chain-abi';
import { Interface } from 'ethers';
import { CONTRACT_CHAIN_ID } from '@/platform/chains';
import type { TxRequest } from '@/platform/wallet';

const erc1155 = new Interface(ERC1155_ABI);

/** The wallet's tx that opens box `tokenId`: the contract burns it and emits OpenBlindBoxNFT, which draws the prize. */
export function openBlindBoxTx(contract: string, tokenId: number): TxRequest {
  return { chainId: CONTRACT_CHAIN_ID, to: contract, data: erc1155.encodeFunctionData('openBlindBoxNFT', [tokenId]) };
}
