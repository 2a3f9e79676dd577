/** provisional: explorers of spec section 3; move to the shared chain config once src/config has it. */
const EXPLORERS: Record<number, string> = { 2999: 'https://mainnet.bityuan.com', 56: 'https://bscscan.com' };

/** chain 0 = Bityuan (2999), 1 = BSC (56): the order's payChain numbering. */
export function txUrl(chain: 0 | 1, hash: string): string {
  return `${EXPLORERS[chain === 1 ? 56 : 2999]}/tx/${hash}`;
}
