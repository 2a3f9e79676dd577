import { Wallet } from 'ethers';
import { nonceOf, now, type PersonaKey, persona, recordRawTx } from '../../mocks/stories';

interface Request {
  method: string;
  params?: unknown[];
}

/**
 * A minimal injected EIP-1193 wallet for stories: it signs a real transaction with the persona's demo key
 * and records it on the in-browser mock chain, so /pay verifies it like a real transfer. `reject` makes
 * it refuse to send, as a user tapping "reject" would. Returns the uninstall (a beforeEach cleanup).
 */
export function installFakeWallet(key: PersonaKey, opts: { reject?: boolean } = {}) {
  return () => {
    const who = persona(key);
    const signer = new Wallet(who.privateKey);
    let chainId = 2999;
    const target = globalThis as { ethereum?: unknown };
    target.ethereum = {
      async request({ method, params = [] }: Request): Promise<unknown> {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [who.address];
        // The app's send path asks which chain the wallet is on before switching (src/platform/wallet.ts).
        if (method === 'eth_chainId') return `0x${chainId.toString(16)}`;
        if (method === 'wallet_switchEthereumChain') {
          chainId = Number.parseInt((params[0] as { chainId: string }).chainId, 16);
          return null;
        }
        if (method !== 'eth_sendTransaction') throw new Error(`fake wallet: ${method} unsupported`);
        if (opts.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        const tx = params[0] as { to: string; value: string; data: string };
        const raw = await signer.signTransaction({
          type: 2,
          chainId,
          to: tx.to,
          value: BigInt(tx.value),
          data: tx.data,
          nonce: nonceOf(who.address, chainId),
          gasLimit: 100_000n,
          maxFeePerGas: 1_000_000_000n,
          maxPriorityFeePerGas: 1_000_000_000n,
        });
        return (await recordRawTx(raw, now())).hash;
      },
    };
    return () => {
      delete target.ethereum;
    };
  };
}
