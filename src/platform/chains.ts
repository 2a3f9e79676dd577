/**
 * The shop's two chains (spec "chain settings": name, currency, RPC, explorer), in the shape
 * wallet_addEthereumChain takes. provisional: the RPC and explorer URLs are the chains' public ones;
 * the spec names the fields but not the values.
 */
export interface ChainSetting {
  chainId: 2999 | 56;
  name: string;
  currency: { name: string; symbol: string; decimals: 18 };
  rpcUrls: string[];
  explorer: string;
}

export const CHAINS: Record<2999 | 56, ChainSetting> = {
  2999: {
    chainId: 2999,
    name: 'BityuanChain',
    currency: { name: 'BTY', symbol: 'BTY', decimals: 18 },
    rpcUrls: ['https://mainnet.bityuan.com/eth'],
    explorer: 'https://mainnet.bityuan.com',
  },
  56: {
    chainId: 56,
    name: 'BNB Smart Chain',
    currency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: ['https://bsc-dataseed.bnb.org'],
    explorer: 'https://bscscan.com',
  },
};

export function isShopChain(id: number): id is 2999 | 56 {
  return id === 2999 || id === 56;
}

/** The explorer page of a tx, or '' for a chain the shop does not know. */
export function txExplorerUrl(chainId: number, hash: string): string {
  return isShopChain(chainId) ? `${CHAINS[chainId].explorer}/tx/${hash}` : '';
}
