import { ERC1155_ABI } from '@contracts/chain-abi';
import { Interface } from 'ethers';
import { CONTRACT_CHAIN_ID } from '@/platform/chains';

const erc1155 = new Interface(ERC1155_ABI);

/**
 * docs/backend/rules.md#r16-refund-apply: return exactly the order's tokens (one each) to the merchant's inside address
 * on the goods contract.
 */
export function refundReturnTx(p: { from: string; to: string; contract: string; tokenIds: number[] }) {
  return {
    chainId: CONTRACT_CHAIN_ID,
    to: p.contract,
    value: '0x0',
    data: erc1155.encodeFunctionData('safeBatchTransferFrom', [
      p.from,
      p.to,
      p.tokenIds,
      p.tokenIds.map(() => 1),
      '0x',
    ]),
  };
}
