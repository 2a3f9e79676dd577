import { switchChain } from '@/platform/chain-switch';
import { injectedProvider } from '@/platform/eip6963';

/**
 * Fallback sender over an injected EIP-1193 provider (EIP-6963 or `window.ethereum`: a dapp browser, or the demo
 * wallet in mock mode). provisional: replace with the platform wallet interface (src/platform/wallet)
 * once it exists; it should also cover the native bridge.
 */
export interface TxRequest {
  chainId: number;
  to: string;
  value: string;
  data: string;
}

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** The platform's pick: the first EIP-6963 wallet announced, else window.ethereum. */
function provider(): Eip1193 | undefined {
  return injectedProvider() as Eip1193 | undefined;
}

export function hasInjectedWallet(): boolean {
  return provider() !== undefined;
}

/** Switches to the tx's chain, then sends from the first account; resolves with the tx hash. */
export async function sendWithInjectedWallet(tx: TxRequest): Promise<string> {
  const p = provider();
  if (!p) throw new Error('no wallet');
  const accounts = (await p.request({ method: 'eth_requestAccounts' })) as string[];
  const from = accounts[0];
  if (!from) throw new Error('no wallet account');
  // A refused switch throws ChainSwitchRefusedError (the pay screen says so); an unknown chain is added first.
  await switchChain((method, params) => p.request(params ? { method, params: [...params] } : { method }), tx.chainId);
  const hash = await p.request({
    method: 'eth_sendTransaction',
    params: [{ from, to: tx.to, value: tx.value, data: tx.data }],
  });
  if (typeof hash !== 'string') throw new Error('wallet returned no hash');
  return hash;
}
