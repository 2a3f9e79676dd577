/**
 * Human-readable ABIs of the contracts the wallet talks to (ethers `Interface` accepts these strings).
 * The ERC-1155 functions follow the real backend's FzmERC1155Web.sol events (ExpressNFT,
 * OpenBlindBoxNFT, TransferSingle/TransferBatch); the exact Solidity signatures are provisional.
 */
export const ERC1155_ABI = [
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
  // provisional: the backend indexes an ExpressNFT event carrying the AES-encoded ship-to detail.
  'function expressNFT(uint256[] ids, string detail)',
  // provisional: the backend indexes an OpenBlindBoxNFT event for the opened box token.
  'function openBlindBoxNFT(uint256 id)',
] as const;

/** BEP-20 USDT on BSC (chain 56) is paid with a plain ERC-20 transfer. */
export const ERC20_ABI = ['function transfer(address to, uint256 amount) returns (bool)'] as const;

/**
 * Chain settings of the spec (docs/backend/spec-rules.md#chains): both chains use 18 decimals. provisional: the RPC and
 * explorer URLs are the chains' public ones (the spec names the fields, not the values).
 */
export const CHAINS = {
  2999: {
    chainId: 2999,
    name: 'Bityuan',
    symbol: 'BTY',
    decimals: 18,
    payChain: 0,
    rpc: 'https://mainnet.bityuan.com/eth',
    explorer: 'https://mainnet.bityuan.com',
  },
  56: {
    chainId: 56,
    name: 'BNB Smart Chain',
    symbol: 'BNB',
    decimals: 18,
    payChain: 1,
    rpc: 'https://bsc-dataseed.bnbchain.org',
    explorer: 'https://bscscan.com',
  },
} as const;
export type ChainId = keyof typeof CHAINS;

/**
 * Bityuan: every shop contract (the ERC-1155 goods contract) lives there, and BTY is paid there. provisional: the real
 * ChainContractVO carries no chain id; every contract of the shop is on Bityuan, so an absent value means this one.
 */
export const CONTRACT_CHAIN_ID = CHAINS[2999].chainId;
/** BSC: USDT (BEP-20) is paid there. */
export const USDT_CHAIN_ID = CHAINS[56].chainId;
/** Every chain of the table, the contracts' chain first (a wallet starts on it). */
export const CHAIN_IDS: readonly ChainId[] = [
  CONTRACT_CHAIN_ID,
  ...Object.values(CHAINS)
    .map((c) => c.chainId)
    .filter((id) => id !== CONTRACT_CHAIN_ID),
];
