import { CHAINS as CHAIN_TABLE } from '@contracts/chain-abi';

/**
 * The shop's two chains (spec "chain settings": name, currency, RPC, explorer), in the shape
 * wallet_addEthereumChain takes. The RPC and explorer URLs come from the one chain table
 * (contracts/chain-abi.ts), which the build's Content-Security-Policy also reads (connect-src): an RPC URL
 * kept here apart would be one the page may not reach.
 */
export interface ChainSetting {
  chainId: 2999 | 56;
  name: string;
  currency: { name: string; symbol: string; decimals: 18 };
  rpcUrls: string[];
  explorer: string;
}

const setting = (chainId: 2999 | 56, name: string): ChainSetting => {
  const c = CHAIN_TABLE[chainId];
  return {
    chainId,
    name,
    currency: { name: c.symbol, symbol: c.symbol, decimals: c.decimals },
    rpcUrls: [c.rpc],
    explorer: c.explorer,
  };
};

export const CHAINS: Record<2999 | 56, ChainSetting> = {
  2999: setting(2999, 'BityuanChain'),
  56: setting(56, 'BNB Smart Chain'),
};

export function isShopChain(id: number): id is 2999 | 56 {
  return id === 2999 || id === 56;
}

/** The explorer page of a tx, or '' for a chain the shop does not know. */
export function txExplorerUrl(chainId: number, hash: string): string {
  return isShopChain(chainId) ? `${CHAINS[chainId].explorer}/tx/${hash}` : '';
}

/** The chain's own JSON-RPC endpoint (receipts when the wallet cannot answer), or undefined for an unknown chain. */
export function chainRpcUrl(chainId: number): string | undefined {
  return isShopChain(chainId) ? CHAINS[chainId].rpcUrls[0] : undefined;
}
