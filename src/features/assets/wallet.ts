import { resolveWallet } from '@/platform/wallet';
import type { SendContractTx } from './lib/token-tx';

/** The platform wallet's send for contract calls, or undefined when the device has no wallet. */
export function contractSender(): SendContractTx | undefined {
  const wallet = resolveWallet();
  return wallet ? (tx) => wallet.sendTransaction({ chainId: tx.chainId, to: tx.to, data: tx.data }) : undefined;
}
