import { CHAIN_IDS, CHAINS as CHAIN_TABLE, type ChainId, CONTRACT_CHAIN_ID } from '@contracts/chain-abi';

/**
 * The app's one door to the chain table (contracts/chain-abi.ts `CHAINS`, which the build's
 * Content-Security-Policy also reads for connect-src): chain ids, names, currency, RPC and explorer come from
 * there, never spelled again in src/. Here they take the shape wallet_addEthereumChain wants, and here the
 * explorer links are built.
 */
export type ShopChainId = ChainId;

export interface ChainSetting {
  chainId: ShopChainId;
  name: string;
  currency: { name: string; symbol: string; decimals: 18 };
  rpcUrls: string[];
  explorer: string;
}

const setting = (chainId: ShopChainId): ChainSetting => {
  const c = CHAIN_TABLE[chainId];
  return {
    chainId,
    name: c.name,
    currency: { name: c.symbol, symbol: c.symbol, decimals: c.decimals },
    rpcUrls: [c.rpc],
    explorer: c.explorer,
  };
};

export const CHAINS = Object.fromEntries(CHAIN_IDS.map((id) => [id, setting(id)])) as Record<ShopChainId, ChainSetting>;

/** Bityuan: every shop contract (the ERC-1155 goods contract) lives there; ChainContractVO carries no chain id. */
export { CONTRACT_CHAIN_ID };

export function isShopChain(id: number): id is ShopChainId {
  return Object.hasOwn(CHAIN_TABLE, id);
}

/** Hosts of the chains' explorers. */
export const EXPLORER_HOSTS: readonly string[] = Object.values(CHAIN_TABLE).map((c) => new URL(c.explorer).host);

/**
 * Outside hosts the shop links to (nav-gate's externalHosts for banners and rich text): the chain explorers and
 * Bityuan's home page. Kept here, not in nav-gate.ts: the entry imports the gate, and reading the chain table
 * there would make the entry load the contracts' chunk (with zod) before it runs.
 */
export const EXTERNAL_HOST_ALLOWLIST: readonly string[] = [...EXPLORER_HOSTS, 'www.bityuan.com'];

function explorerPage(chainId: number, kind: 'tx' | 'address', value: string): string | undefined {
  if (!isShopChain(chainId) || value === '') return undefined;
  return `${CHAIN_TABLE[chainId].explorer}/${kind}/${encodeURIComponent(value)}`;
}

/** The explorer page of a tx; undefined for a chain the shop does not know (show no link, never a broken one). */
export const explorerTxUrl = (chainId: number, hash: string) => explorerPage(chainId, 'tx', hash);

/** The explorer page of an address or contract; undefined for a chain the shop does not know. */
export const explorerAddressUrl = (chainId: number, address: string) => explorerPage(chainId, 'address', address);

/** The chain's own JSON-RPC endpoint (receipts when the wallet cannot answer), or undefined for an unknown chain. */
export function chainRpcUrl(chainId: number): string | undefined {
  return isShopChain(chainId) ? CHAINS[chainId].rpcUrls[0] : undefined;
}
