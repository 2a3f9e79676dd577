import type { PersonaKey } from '@mocks/core/personas';
import { test as base, expect } from '@playwright/test';
import { type AxeViolation, axe } from './axe';
import { collectConsoleErrors, unexpectedErrors } from './console-errors';
import { signIn, storeToken } from './login';
import { MockControl } from './mock-control';
import { createShop, deleteShop, enterShop } from './shop';
import { type Mode, modeOf, nodeTransport, pageTransport, type Transport } from './transport';
import { installNodeWallet, selectDemoPersona } from './wallet';

interface Fixtures {
  /** prod-mock: the id of this test's own shop on the Express mock; msw: null (the page's own mock). */
  shop: string | null;
  /** 'prod-mock' (production build + Express mock) or 'msw' (MSW in the page: mock-ui build or dev server). */
  mode: Mode;
  /** Reaches the mock backend: Node → Express in prod-mock, the page's fetch → MSW in msw. */
  backend: Transport;
  /** /__mock/reset, /__mock/scenario, /__mock/clock, /__mock/health. */
  mock: MockControl;
  /**
   * Signs in as a demo persona (real signature) and stores the token under `mall_token`. Returns the token.
   * msw: the session lives in the page's mock, which keeps its shop in the test's localStorage.
   */
  loginAs: (key: PersonaKey) => Promise<string>;
  /** Gives the page an EIP-1193 wallet for the persona (real signatures, txs on the mock chain ledger). */
  installWallet: (key: PersonaKey) => Promise<void>;
  /** Serious and critical axe-core violations of the current page. */
  axe: (opts?: { include?: string; disableRules?: string[] }) => Promise<AxeViolation[]>;
  /** Console errors and uncaught exceptions seen so far; the test fails on any not allowed by `consoleErrorsAllowed`. */
  consoleErrors: string[];
}

interface Options {
  /** Patterns of console errors a test expects (e.g. a forced HTTP 500 logs "Failed to load resource"). */
  consoleErrorsAllowed: RegExp[];
}

export const test = base.extend<Fixtures & Options>({
  consoleErrorsAllowed: [[], { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this destructuring.
  mode: async ({}, use, testInfo) => {
    await use(modeOf(testInfo.project.name));
  },
  // Every prod-mock test gets a freshly seeded shop of its own (no scenario, a fresh clock), so tests run in
  // parallel. In msw each test's browser context starts with empty localStorage, so its in-page mock
  // seeds a fresh shop on first load.
  shop: async ({ mode, baseURL }, use) => {
    if (mode !== 'prod-mock') return use(null);
    const id = await createShop(baseURL ?? '');
    await use(id);
    await deleteShop(baseURL ?? '', id);
  },
  // The browser side enters the test's shop by cookie before its first navigation.
  context: async ({ context, shop, baseURL }, use) => {
    if (shop) await enterShop(context, baseURL ?? '', shop);
    await use(context);
  },
  backend: async ({ mode, request, page, shop }, use) => {
    await use(mode === 'prod-mock' ? nodeTransport(request, shop ?? undefined) : pageTransport(page));
  },
  mock: [
    async ({ backend }, use) => {
      await use(new MockControl(backend));
    },
    { auto: true },
  ],
  loginAs: async ({ backend, page }, use) => {
    await use(async (key) => {
      const token = await signIn(backend, key);
      await storeToken(page, token);
      // msw: the page is already loaded (the worker holds the session), so set the token now too.
      if (page.url() !== 'about:blank') await page.evaluate((t) => localStorage.setItem('mall_token', t), token);
      return token;
    });
  },
  installWallet: async ({ page, mode, baseURL, shop }, use) => {
    await use(async (key) => {
      if (mode === 'msw') await selectDemoPersona(page, key);
      else await installNodeWallet(page, key, baseURL ?? '', shop ? { 'X-Mock-Shop': shop } : {});
    });
  },
  axe: async ({ page }, use) => {
    await use((opts) => axe(page, opts));
  },
  consoleErrors: [
    async ({ page, consoleErrorsAllowed }, use) => {
      const errors = collectConsoleErrors(page);
      await use(errors);
      expect(unexpectedErrors(errors, consoleErrorsAllowed), 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
