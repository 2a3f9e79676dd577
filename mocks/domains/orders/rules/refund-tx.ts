import { ERC1155_ABI } from '@contracts/chain-abi';
import { Interface } from 'ethers';
import type { ChainTx } from '../../chain/table';

const erc1155 = new Interface(ERC1155_ABI);

/**
 * docs/backend/rules.md#r16-refund-apply: the refund needs the buyer's ERC-1155 transfer returning exactly the order's
 * token set to the merchant's inside address on the default contract (amount 1 each).
 */
export function returnsExactTokens(
  tx: ChainTx,
  want: { from: string; to: string; contract: string; tokenIds: number[] },
): boolean {
  if (tx.from !== want.from.toLowerCase() || tx.to !== want.contract.toLowerCase()) return false;
  let parsed: ReturnType<Interface['parseTransaction']>;
  try {
    parsed = erc1155.parseTransaction({ data: tx.data });
  } catch {
    return false;
  }
  if (!parsed) return false;
  let ids: bigint[];
  let from: string;
  let to: string;
  if (parsed.name === 'safeTransferFrom') {
    [from, to] = [String(parsed.args[0]), String(parsed.args[1])];
    ids = [parsed.args[2] as bigint];
  } else if (parsed.name === 'safeBatchTransferFrom') {
    [from, to] = [String(parsed.args[0]), String(parsed.args[1])];
    ids = [...(parsed.args[2] as bigint[])];
  } else return false;
  if (from.toLowerCase() !== want.from.toLowerCase() || to.toLowerCase() !== want.to.toLowerCase()) return false;
  const got = ids.map(Number).sort((a, b) => a - b);
  const need = [...want.tokenIds].sort((a, b) => a - b);
  return got.length === need.length && got.every((id, i) => id === need[i]);
}
