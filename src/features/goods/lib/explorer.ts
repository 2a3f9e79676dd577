/**
 * Block explorers of the shop's chains (spec section 3). provisional: move to the shared chain config
 * once src/config has it.
 */
const EXPLORERS: Record<number, string> = {
  2999: 'https://mainnet.bityuan.com',
  56: 'https://bscscan.com',
};

export function explorerAddressUrl(chainId: number, address: string): string | undefined {
  const base = EXPLORERS[chainId];
  return base ? `${base}/address/${address}` : undefined;
}

export function explorerTxUrl(chainId: number, hash: string): string | undefined {
  const base = EXPLORERS[chainId];
  return base ? `${base}/tx/${hash}` : undefined;
}
