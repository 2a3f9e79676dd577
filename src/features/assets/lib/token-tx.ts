import { ERC1155_ABI } from '@contracts/chain-abi';
import { Interface } from 'ethers';
import { CONTRACT_CHAIN_ID } from '@/platform/chains';

const erc1155 = new Interface(ERC1155_ABI);

export interface ContractTx {
  chainId: number;
  to: string;
  data: string;
}

export function expressTx(contract: string, tokenIds: number[], detail: string): ContractTx {
  return {
    chainId: CONTRACT_CHAIN_ID,
    to: contract,
    data: erc1155.encodeFunctionData('expressNFT', [tokenIds, detail]),
  };
}

/** Display serial of a token id: the backend's numbering, kept beside the asset answers it reads. */
export { serialOf } from '@/api/assets';
