import { CHAINS } from '@contracts/chain-abi';
import type { PersonaKey } from '@mocks/core/personas';
import { DemoProvider } from '@mocks/wallet/demo-provider';
import type { Page } from '@playwright/test';

type WalletAnswer = { result: unknown } | { error: { code: number; message: string } };

/** sessionStorage flag: the page (this tab, across reloads) comes up without a wallet. See reloadWithoutWallet. */
const NO_WALLET_FLAG = 'e2e_no_wallet';

/**
 * An EIP-1193 `window.ethereum` for the production build, whose keys stay in Node: every request goes
 * through page.exposeFunction to the demo wallet of mocks/wallet (ethers in Node), which signs for real
 * and hands signed transactions to the mock chain ledger (POST /__mock/chain/send on `baseUrl`). The chain
 * table's RPC URLs are routed to the mock chain's node too (routeChainRpc).
 */
export async function installNodeWallet(
  page: Page,
  key: PersonaKey,
  baseUrl: string,
  headers: Record<string, string> = {},
): Promise<DemoProvider> {
  const provider = new DemoProvider({ persona: key, baseUrl, headers });
  await routeChainRpc(page, baseUrl, headers);
  await page.exposeFunction('__e2eWallet', async (args: { method: string; params?: unknown[] }) => {
    try {
      return { result: await provider.request(args) } satisfies WalletAnswer;
    } catch (e) {
      const err = e as { code?: number; message?: string };
      return { error: { code: err.code ?? -32603, message: err.message ?? String(e) } } satisfies WalletAnswer;
    }
  });
  await page.addInitScript((flag) => {
    try {
      if (sessionStorage.getItem(flag) === '1') return;
    } catch {
      // an opaque-origin frame has no storage: it gets the wallet
    }
    type Listener = (payload: unknown) => void;
    const w = window as unknown as {
      ethereum?: unknown;
      __e2eWallet: (args: { method: string; params?: unknown[] }) => Promise<WalletAnswer>;
    };
    const listeners = new Map<string, Set<Listener>>();
    const emit = (event: string, payload: unknown) => {
      for (const l of listeners.get(event) ?? []) l(payload);
    };
    w.ethereum = {
      isMetaMask: true,
      async request(args: { method: string; params?: unknown[] }) {
        const answer = await w.__e2eWallet(args);
        if ('error' in answer) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
        if (args.method === 'wallet_switchEthereumChain') {
          const chain = await w.__e2eWallet({ method: 'eth_chainId' });
          if ('result' in chain) emit('chainChanged', chain.result);
        }
        return answer.result;
      },
      on(event: string, l: Listener) {
        listeners.set(event, (listeners.get(event) ?? new Set()).add(l));
      },
      removeListener(event: string, l: Listener) {
        listeners.get(event)?.delete(l);
      },
    };
  }, NO_WALLET_FLAG);
  return provider;
}

/** A reload after which the page has no wallet (a plain browser, the wallet app closed): the tab keeps its storage. */
export async function reloadWithoutWallet(page: Page): Promise<void> {
  await page.evaluate((flag) => sessionStorage.setItem(flag, '1'), NO_WALLET_FLAG);
  await page.reload();
  await page.waitForFunction(() => !(window as { ethereum?: unknown }).ethereum);
}

/** JSON-RPC calls the page made to a chain's own node, by method (see routeChainRpc). */
export type ChainRpcLog = Array<{ chainId: number; method: string }>;
const rpcLogs = new WeakMap<Page, ChainRpcLog>();

/** The chain-RPC calls `page` made so far (the receipt reads of a page without a wallet). */
export function chainRpcCalls(page: Page): ChainRpcLog {
  return rpcLogs.get(page) ?? [];
}

/**
 * The app reads receipts from the chain's own RPC (the chain table's URL, contracts/chain-abi.ts) when no
 * wallet can answer. The production build carries no mock code, so the test routes those URLs to the mock
 * chain's node (POST /__mock/chain/rpc/:chainId, in the test's shop) and answers the CORS a real node would.
 */
export async function routeChainRpc(page: Page, baseUrl: string, headers: Record<string, string> = {}): Promise<void> {
  const log: ChainRpcLog = [];
  rpcLogs.set(page, log);
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
  };
  for (const chain of Object.values(CHAINS)) {
    await page.route(chain.rpc, async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      const body = request.postDataJSON() as { method?: unknown } | null;
      log.push({ chainId: chain.chainId, method: String(body?.method) });
      const answer = await route.fetch({
        url: `${baseUrl}/__mock/chain/rpc/${chain.chainId}`,
        headers: { 'content-type': 'application/json', ...headers },
      });
      await route.fulfill({ response: answer, headers: { ...answer.headers(), ...cors } });
    });
  }
}

/** In msw mode the page already has the demo wallet (mocks/browser.ts); pick its persona. */
export async function selectDemoPersona(page: Page, key: PersonaKey): Promise<void> {
  await page.addInitScript((k) => {
    try {
      localStorage.setItem('mall_demo_persona', k);
    } catch {
      // an opaque-origin frame has no storage (see login.ts)
    }
  }, key);
}
