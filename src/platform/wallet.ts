import { type BridgeEnv, call, hasBridge } from './bridge';
import { switchChain } from './chain-switch';
import { injectedProvider } from './eip6963';
import type { Eip1193Provider } from './globals';

/**
 * One wallet interface for login and payments. Sources, in order (issue 4): the native app bridge
 * inside the webview, then an injected EIP-1193 provider: the first wallet announced through EIP-6963,
 * else `window.ethereum` (as wallet apps inject; in mock mode the demo wallet installs one with
 * deterministic persona keys); see eip6963.ts. No ethers here: the
 * entry bundle stays small, and EIP-1193 needs only hex strings.
 */
export interface TxRequest {
  chainId: number;
  to: string;
  /** Wei: bigint, a 0x hex quantity, or a decimal string. */
  value?: bigint | string;
  data?: string;
}

export interface Wallet {
  readonly source: 'bridge' | 'injected';
  getAddress(): Promise<string>;
  /** EIP-191 personal_sign of a UTF-8 message; resolves with the 0x signature. */
  signMessage(message: string): Promise<string>;
  /** Sends a transaction on `chainId`; resolves with the tx hash. */
  sendTransaction(tx: TxRequest): Promise<string>;
}

export class WalletError extends Error {
  override readonly name = 'WalletError';
  constructor(
    message: string,
    /** 'no-wallet' | 'rejected' | 'no-account' | 'bad-answer' | a provider error code. */
    readonly reason: string | number,
  ) {
    super(message);
  }
}

export function toQuantity(value: bigint | string | undefined): string {
  if (value === undefined) return '0x0';
  const n = typeof value === 'bigint' ? value : BigInt(value);
  if (n < 0n) throw new WalletError('negative value', 'bad-answer');
  return `0x${n.toString(16)}`;
}

export function utf8Hex(message: string): string {
  let hex = '0x';
  for (const b of new TextEncoder().encode(message)) hex += b.toString(16).padStart(2, '0');
  return hex;
}

function field(result: unknown, key: string, method: string): string {
  const value = typeof result === 'string' ? result : (result as Record<string, unknown> | null)?.[key];
  if (typeof value !== 'string' || value === '') throw new WalletError(`bridge ${method} gave no ${key}`, 'bad-answer');
  return value;
}

/** Native wallet: methods getAddress / signMessage / sendTransaction over the bridge. */
export function bridgeWallet(env?: BridgeEnv): Wallet {
  return {
    source: 'bridge',
    getAddress: async () => field(await call('getAddress', undefined, env), 'address', 'getAddress').toLowerCase(),
    signMessage: async (message) => field(await call('signMessage', { message }, env), 'signature', 'signMessage'),
    sendTransaction: async (tx) =>
      field(
        await call(
          'sendTransaction',
          { chainId: tx.chainId, to: tx.to, value: toQuantity(tx.value), data: tx.data ?? '0x' },
          env,
        ),
        'txHash',
        'sendTransaction',
      ),
  };
}

function rpcError(error: unknown): WalletError {
  const code = (error as { code?: unknown })?.code;
  const message = (error as { message?: unknown })?.message;
  if (code === 4001) return new WalletError('the user rejected the request', 'rejected');
  return new WalletError(
    typeof message === 'string' ? message : 'wallet error',
    typeof code === 'number' ? code : 'bad-answer',
  );
}

/** EIP-1193 wallet (window.ethereum). */
export function injectedWallet(provider: Eip1193Provider): Wallet {
  const request = async (method: string, params?: readonly unknown[]) => {
    try {
      return await provider.request(params ? { method, params } : { method });
    } catch (error) {
      throw rpcError(error);
    }
  };
  const getAddress = async () => {
    const accounts = await request('eth_requestAccounts');
    const first = Array.isArray(accounts) ? accounts[0] : undefined;
    if (typeof first !== 'string') throw new WalletError('the wallet has no account', 'no-account');
    return first.toLowerCase();
  };
  return {
    source: 'injected',
    getAddress,
    async signMessage(message) {
      const address = await getAddress();
      const signature = await request('personal_sign', [utf8Hex(message), address]);
      if (typeof signature !== 'string') throw new WalletError('the wallet returned no signature', 'bad-answer');
      return signature;
    },
    async sendTransaction(tx) {
      const from = await getAddress();
      const current = await request('eth_chainId');
      if (typeof current !== 'string' || BigInt(current) !== BigInt(tx.chainId)) await switchChain(request, tx.chainId);
      const hash = await request('eth_sendTransaction', [
        { from, to: tx.to, value: toQuantity(tx.value), data: tx.data ?? '0x' },
      ]);
      if (typeof hash !== 'string') throw new WalletError('the wallet returned no hash', 'bad-answer');
      return hash;
    },
  };
}

export interface WalletEnv {
  bridge?: BridgeEnv;
  ethereum?: Eip1193Provider;
}

/** The wallet to use now, or null when there is none (the UI then explains how to get one). */
export function resolveWallet(env: WalletEnv = {}): Wallet | null {
  if (hasBridge(env.bridge)) return bridgeWallet(env.bridge);
  const ethereum = 'ethereum' in env ? env.ethereum : injectedProvider();
  return ethereum ? injectedWallet(ethereum) : null;
}

/** Sends one transaction and resolves with its hash: what screens that pay, refund or move tokens are given. */
export type SendTransaction = (tx: TxRequest) => Promise<string>;

/**
 * The app's one way to send a transaction (payments, refunds, withdrawals, blind boxes): the wallet of this
 * device (native bridge, else the injected provider, switched to the tx's chain first), or undefined when
 * there is none, so the screen can say where paying works instead of showing a dead button.
 */
export function walletSender(env?: WalletEnv): SendTransaction | undefined {
  const wallet = resolveWallet(env);
  return wallet ? (tx) => wallet.sendTransaction(tx) : undefined;
}
