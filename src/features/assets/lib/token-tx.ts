import { ERC1155_ABI } from '@contracts/chain-abi';
import { Interface } from 'ethers';

const erc1155 = new Interface(ERC1155_ABI);

/** Every shop contract lives on Bityuan (ChainContractVO carries no chain id). */
export const CONTRACT_CHAIN_ID = 2999;

export interface ContractTx {
  chainId: number;
  to: string;
  data: string;
}

export type SendContractTx = (tx: ContractTx) => Promise<string>;

export function openBlindBoxTx(contract: string, tokenId: number): ContractTx {
  return { chainId: CONTRACT_CHAIN_ID, to: contract, data: erc1155.encodeFunctionData('openBlindBoxNFT', [tokenId]) };
}

export function expressTx(contract: string, tokenIds: number[], detail: string): ContractTx {
  return {
    chainId: CONTRACT_CHAIN_ID,
    to: contract,
    data: erc1155.encodeFunctionData('expressNFT', [tokenIds, detail]),
  };
}

/** Display serial of a token id (prefix·1e8 + serial). */
export const serialOf = (tokenId: number) => tokenId % 100_000_000;
