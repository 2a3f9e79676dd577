import type { PersonaKey } from '@mocks/db/personas';
import { DemoProvider } from '@mocks/wallet/demo-provider';
import type { Page } from '@playwright/test';

type WalletAnswer = { result: unknown } | { error: { code: number; message: string } };

/**
 * An EIP-1193 `window.ethereum` for the production build, whose keys stay in Node: every request goes
 * through page.exposeFunction to the demo wallet of mocks/wallet (ethers in Node), which signs for real
 * and hands signed transactions to the mock chain ledger (POST /__mock/chain/send on `baseUrl`).
 */
export async function installNodeWallet(
  page: Page,
  key: PersonaKey,
  baseUrl: string,
  headers: Record<string, string> = {},
): Promise<DemoProvider> {
  const provider = new DemoProvider({ persona: key, baseUrl, headers });
  await page.exposeFunction('__e2eWallet', async (args: { method: string; params?: unknown[] }) => {
    try {
      return { result: await provider.request(args) } satisfies WalletAnswer;
    } catch (e) {
      const err = e as { code?: number; message?: string };
      return { error: { code: err.code ?? -32603, message: err.message ?? String(e) } } satisfies WalletAnswer;
    }
  });
  await page.addInitScript(() => {
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
  });
  return provider;
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
