import { CHAINS, isShopChain } from './chains';

type Request = (method: string, params?: readonly unknown[]) => Promise<unknown>;

/** The wallet refused to switch to (or add) the shop's chain: nothing was sent. */
export class ChainSwitchRefusedError extends Error {
  override readonly name = 'ChainSwitchRefusedError';
  readonly reason = 'chain-refused';
  constructor(readonly chainId: number) {
    super(`the wallet refused to switch to chain ${chainId}`);
  }
}

const codeOf = (e: unknown): unknown => (e as { code?: unknown })?.code ?? (e as { reason?: unknown })?.reason;
const hex = (id: number) => `0x${id.toString(16)}`;

/**
 * Moves the wallet to `chainId`. A wallet that does not know the chain (EIP-1193 code 4902) is offered the
 * spec's settings (name, currency, RPC, explorer) with wallet_addEthereumChain first. A refusal (4001) of
 * either step becomes ChainSwitchRefusedError, so the shopper is told why nothing happened.
 */
export async function switchChain(request: Request, chainId: number): Promise<void> {
  // 4001 straight from a provider, or 'rejected' once the platform wallet has wrapped it in a WalletError.
  const refused = (e: unknown) =>
    codeOf(e) === 4001 || codeOf(e) === 'rejected' ? new ChainSwitchRefusedError(chainId) : e;
  try {
    await request('wallet_switchEthereumChain', [{ chainId: hex(chainId) }]);
    return;
  } catch (e) {
    if (codeOf(e) !== 4902 || !isShopChain(chainId)) throw refused(e);
  }
  const c = CHAINS[chainId];
  try {
    await request('wallet_addEthereumChain', [
      {
        chainId: hex(chainId),
        chainName: c.name,
        nativeCurrency: c.currency,
        rpcUrls: c.rpcUrls,
        blockExplorerUrls: [c.explorer],
      },
    ]);
    await request('wallet_switchEthereumChain', [{ chainId: hex(chainId) }]);
  } catch (e) {
    throw refused(e);
  }
}
