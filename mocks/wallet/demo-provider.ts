import { CHAIN_IDS, CONTRACT_CHAIN_ID } from '@contracts/chain-abi';
import { getBytes, isHexString, toQuantity, Wallet } from 'ethers';
import { PERSONAS, type Persona } from '../core/personas';
import {
  DEMO_PERSONA_STORAGE_KEY,
  type Eip1193Provider,
  type Eip1193RequestArgs,
  type MallDemo,
  RpcErrorCode,
} from './demo-types';
import { type LedgerTx, rpcBlock, rpcReceipt, rpcTransaction } from './rpc-format';

const GWEI = 1_000_000_000n;

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface DemoProviderOptions {
  persona?: string | null;
  /** Origin of the mock control routes ('' = same origin, as in the browser). */
  baseUrl?: string;
  /** Sent with every control call (Playwright's Node wallet names its test's shop: X-Mock-Shop). */
  headers?: Record<string, string>;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/**
 * An EIP-1193 wallet backed by the demo persona's real key: personal_sign gives real signatures, and
 * eth_sendTransaction signs a real tx for the current chain and hands the raw bytes to the mock chain
 * ledger (/__mock/chain/send), so the backend can verify payments by hash like on a real chain.
 */
export class DemoProvider implements Eip1193Provider {
  /** The wallet starts on the contracts' chain; it switches among the chain table's (contracts/chain-abi.ts). */
  chainId: number = CONTRACT_CHAIN_ID;
  private persona: Persona;
  private wallet: Wallet;
  private readonly listeners = new Map<string, Set<(payload: unknown) => void>>();

  constructor(private readonly opts: DemoProviderOptions = {}) {
    const wanted = opts.persona ?? opts.storage?.getItem(DEMO_PERSONA_STORAGE_KEY) ?? 'normal';
    this.persona = PERSONAS.find((p) => p.key === wanted) ?? (PERSONAS[0] as Persona);
    this.wallet = new Wallet(this.persona.privateKey);
    opts.storage?.setItem(DEMO_PERSONA_STORAGE_KEY, this.persona.key);
  }

  get current(): Persona {
    return this.persona;
  }

  select(key: string): Persona {
    const next = PERSONAS.find((p) => p.key === key);
    if (!next) throw new RpcError(RpcErrorCode.invalidParams, `unknown persona ${key}`);
    this.persona = next;
    this.wallet = new Wallet(next.privateKey);
    this.opts.storage?.setItem(DEMO_PERSONA_STORAGE_KEY, next.key);
    this.emit('accountsChanged', [next.address]);
    return next;
  }

  on(event: string, listener: (payload: unknown) => void): void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }

  removeListener(event: string, listener: (payload: unknown) => void): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: string, payload: unknown): void {
    for (const l of this.listeners.get(event) ?? []) l(payload);
  }

  private async control<T>(path: string, init?: RequestInit): Promise<T> {
    const headers = { ...this.opts.headers, ...(init?.headers as Record<string, string> | undefined) };
    const res = await fetch(`${this.opts.baseUrl ?? ''}${path}`, { ...init, headers });
    const body = (await res.json()) as T & { error?: string };
    if (!res.ok) throw new RpcError(RpcErrorCode.internal, body.error ?? `mock chain: HTTP ${res.status}`);
    return body;
  }

  private ledgerTx(hash: unknown): Promise<LedgerTx | null> {
    return this.control<LedgerTx>(`/__mock/chain/tx/${String(hash)}`).catch(() => null);
  }

  /** The account's transaction count: `pending` (the nonce to sign with next) or `latest` (txs in a block). */
  private async nonce(tag: 'pending' | 'latest' = 'pending', address: string = this.persona.address): Promise<number> {
    const q = `address=${encodeURIComponent(address)}&chainId=${this.chainId}&tag=${tag}`;
    return (await this.control<{ nonce: number }>(`/__mock/chain/nonce?${q}`)).nonce;
  }

  async request({ method, params }: Eip1193RequestArgs): Promise<unknown> {
    const p = (Array.isArray(params) ? params : []) as unknown[];
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [this.persona.address];
      case 'eth_chainId':
        return toQuantity(this.chainId);
      case 'net_version':
        return String(this.chainId);
      case 'wallet_switchEthereumChain':
        return this.switchChain(p[0]);
      case 'personal_sign':
        return this.wallet.signMessage(decodeMessage(p[0]));
      case 'eth_sendTransaction':
        return this.sendTransaction(p[0] as TxParams);
      case 'eth_getTransactionCount':
        return toQuantity(
          await this.nonce(p[1] === 'pending' ? 'pending' : 'latest', typeof p[0] === 'string' ? p[0] : undefined),
        );
      case 'eth_getTransactionByHash':
        return (await this.ledgerTx(p[0]).then((r) => r && rpcTransaction(r))) ?? null;
      case 'eth_getTransactionReceipt':
        return (await this.ledgerTx(p[0]).then((r) => r && rpcReceipt(r))) ?? null;
      case 'eth_blockNumber':
        return toQuantity(await this.blockNumber());
      case 'eth_getBlockByNumber':
        return rpcBlock(await this.blockNumber(), Date.now());
      case 'eth_getBalance':
        return toQuantity(100n * 10n ** 18n);
      case 'eth_gasPrice':
        return toQuantity(2n * GWEI);
      case 'eth_maxPriorityFeePerGas':
        return toQuantity(GWEI);
      case 'eth_estimateGas':
        return toQuantity(200_000);
      default:
        throw new RpcError(RpcErrorCode.unsupportedMethod, `demo wallet does not support ${method}`);
    }
  }

  private async blockNumber(): Promise<number> {
    const health = await this.control<{ now: number }>('/__mock/health');
    // One block per 3 s of mock time: monotonic and plausible; exact height does not matter here.
    return 12_000_000 + (Math.floor(health.now / 3000) % 1_000_000);
  }

  private switchChain(arg: unknown): null {
    const id = Number((arg as { chainId?: string } | undefined)?.chainId);
    if (!CHAIN_IDS.some((c) => c === id)) {
      throw new RpcError(
        RpcErrorCode.unrecognizedChain,
        `Unrecognized chain ID ${String(id)}. Try adding the chain first.`,
      );
    }
    if (id !== this.chainId) {
      this.chainId = id;
      this.emit('chainChanged', toQuantity(id));
    }
    return null;
  }

  private async sendTransaction(req: TxParams | undefined): Promise<string> {
    if (!req) throw new RpcError(RpcErrorCode.invalidParams, 'eth_sendTransaction needs a transaction');
    if (req.from && req.from.toLowerCase() !== this.persona.address) {
      throw new RpcError(4100, `from ${req.from} is not the selected demo account`);
    }
    const raw = await this.wallet.signTransaction({
      type: 2,
      chainId: this.chainId,
      nonce: await this.nonce(),
      to: req.to ?? null,
      value: BigInt(req.value ?? 0),
      data: req.data ?? req.input ?? '0x',
      gasLimit: BigInt(req.gas ?? req.gasLimit ?? 200_000),
      maxFeePerGas: 2n * GWEI,
      maxPriorityFeePerGas: GWEI,
    });
    const sent = await this.control<{ hash: string }>('/__mock/chain/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ raw }),
    });
    return sent.hash;
  }
}

interface TxParams {
  from?: string;
  to?: string;
  value?: string;
  data?: string;
  input?: string;
  gas?: string;
  gasLimit?: string;
}

/** personal_sign gets hex-encoded bytes from most dapps, and plain text from some. */
function decodeMessage(m: unknown): string | Uint8Array {
  if (typeof m !== 'string') throw new RpcError(RpcErrorCode.invalidParams, 'personal_sign needs a message');
  return isHexString(m) ? getBytes(m) : m;
}

/** Installs window.ethereum and window.__mallDemo (browser mock mode only). */
export function installDemoWallet(opts: DemoProviderOptions = {}): DemoProvider {
  const storage = typeof localStorage === 'undefined' ? null : localStorage;
  const provider = new DemoProvider({ storage, ...opts });
  const demo: MallDemo = {
    personas: PERSONAS.map(({ key, address, zh, en }) => ({ key, address, zh, en })),
    current: () => pick(provider.current),
    select: (key) => pick(provider.select(key)),
  };
  const w = globalThis as unknown as { ethereum?: Eip1193Provider; __mallDemo?: MallDemo };
  w.ethereum = provider;
  w.__mallDemo = demo;
  return provider;
}

function pick({ key, address, zh, en }: Persona) {
  return { key, address, zh, en };
}
