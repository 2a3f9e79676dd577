/**
 * The layer rules of .dependency-cruiser.mjs bite: a fixture tree that uses every allowed edge passes, each
 * breaking import added to it is reported under its rule (a positive control per rule). The repository itself is
 * checked by `npm run lint:deps` in the lint step of `npm test` (running it again here cost the unit step ~10 s).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../../..');
// The same swc patch `npm run lint:deps` preloads (JSX in .tsx); without it the first component aborts the run.
createRequire(import.meta.url)('./swc-tsx.cjs');

const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
/** The folders `npm run lint:deps` cruises: its arguments that are not options or option values. */
const CRUISED = (pkg.scripts['lint:deps'] ?? '').split(' ').filter((a, i, all) => {
  const prev = all[i - 1] ?? '';
  return !a.startsWith('-') && !prev.startsWith('-') && !a.includes('.mjs') && !a.includes('.cjs') && a !== 'node';
});

const OPTIONS = extractDepcruiseOptions(path.join(REPO, '.dependency-cruiser.mjs'));
const roots: string[] = [];
afterAll(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));
  roots.push(root);
  const all: Record<string, string> = {
    'tsconfig.json': readFileSync(path.join(REPO, 'tsconfig.json'), 'utf8'),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  // Packages resolve as they do in the repository (and are reported as node_modules/<name>/…).
  symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

interface Found {
  rule: string;
  from: string;
  to: string;
}

async function check(files: Record<string, string>): Promise<Found[]> {
  const root = tree(files);
  const options = await OPTIONS;
  const present = CRUISED.filter((dir) => Object.keys(files).some((f) => f.startsWith(`${dir}/`)));
  // tsconfig-paths resolves the aliases against the working directory (tsconfig.json has no baseUrl).
  const cwd = process.cwd();
  process.chdir(root);
  const { output } = await cruise(present, { ...options, preserveSymlinks: true, outputType: 'json' }).finally(() =>
    process.chdir(cwd),
  );
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  return result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

/** A tree that uses every allowed edge once; each breaking case adds one import to it. */
const CLEAN: Record<string, string> = {
  'contracts/core/endpoint.ts': "import { z } from 'zod';\nexport const x = z.string();\n",
  'contracts/orders.ts': "export * from './core/endpoint';\nimport type { x } from '@contracts/core/endpoint';\n",
  'contracts/orders.test.ts': "import { it } from 'vitest';\nimport { x } from './orders';\n",
  'mocks/core/implement.ts':
    "import { http } from 'msw';\nimport { x } from '@contracts/orders';\nimport fs from 'node:fs';\n",
  'mocks/core/clock.ts': 'export const now = () => 0;\n',
  'mocks/core/shop.ts': 'export const shopSlot = () => 0;\n',
  'mocks/core/paging.ts': "import { x } from '@contracts/orders';\n",
  'mocks/domains/auth/handlers.ts':
    "import { implement } from '../../core/implement';\nimport { orders } from '@mocks/domains/orders/table';\nimport { Wallet } from 'ethers';\n",
  'mocks/domains/auth/handlers.test.ts': "import { setup } from '../../node';\nimport { it } from 'vitest';\n",
  // The layout by domain: a domain folder reaches another only through its table; tests and the seed anywhere.
  'mocks/domains/orders/table.ts': "import { z } from 'zod';\nimport { Collection } from '@msw/data';\n",
  'mocks/domains/orders/seed.ts':
    "import { faker } from '@faker-js/faker';\nimport { orders } from './table';\nimport { vant } from '@vant/area-data';\n",
  'mocks/domains/orders/rules/limits.ts':
    "import { orders } from '../table';\nimport { now } from '../../../core/clock';\n",
  'mocks/domains/orders/handlers.ts':
    "import { implement } from '../../core/implement';\nimport { limits } from './rules/limits';\nimport { paging } from '../../core/paging';\n",
  'mocks/domains/goods/handlers.ts':
    "import { implement } from '../../core/implement';\nimport { orders } from '../orders/table';\nimport { limits } from '@mocks/domains/orders/rules/limits';\n",
  'mocks/domains/goods/stock.test.ts': "import { h } from '../orders/handlers';\n",
  'mocks/core/store.ts': "import { Collection } from '@msw/data';\nimport { faker } from '@faker-js/faker';\n",
  'mocks/core/personas.ts': "import { Wallet } from 'ethers';\n",
  'mocks/core/xss-payloads.ts': 'export const xss = [];\n',
  'mocks/seed.ts': "import { seedOrders } from './domains/orders/seed';\n",
  'mocks/handlers.ts':
    "import { h } from './domains/orders/handlers';\nimport { g } from './domains/goods/handlers';\n",
  'mocks/node.ts': "import { setupServer } from 'msw/node';\nimport { handlers } from './handlers';\n",
  'mocks/browser.ts': "import { setupWorker } from 'msw/browser';\nimport { handlers } from './handlers';\n",
  'mocks/stories.ts': "export { handlers } from './handlers';\nexport { orders } from './domains/orders/table';\n",
  'mocks/testing.ts': "export { handlers } from './handlers';\n",
  'mocks/wallet/demo.ts': "import { Wallet } from 'ethers';\n",
  'server/testing/spawn-mock.ts': "import { spawn } from 'node:child_process';\n",
  'server/main.ts':
    "import express from 'express';\nimport { handlers } from '@mocks/handlers';\nimport path from 'path';\nimport { Wallet } from 'ethers';\n",
  'server/main.test.ts': "import { it } from 'vitest';\nimport { faker } from '@faker-js/faker';\n",
  'src/main.tsx':
    "if (import.meta.env.DEV) { await import('@mocks/browser'); }\nimport { App } from './app/App';\nimport { pages } from '@/pages/OrdersPage';\n",
  'src/app/App.tsx':
    "import { OrderList } from '@/features/orders/OrderList';\nimport { Goods } from '@/features/goods/Goods';\nexport const App = () => <OrderList />;\n",
  'src/pages/OrdersPage.tsx': "import { OrderList } from '../features/orders/OrderList';\n",
  'src/api/orders.ts':
    "import { queryOptions } from '@tanstack/react-query';\nimport { callApi } from '@/lib/api-client';\nimport { x } from '@contracts/orders';\nimport { chains } from '@/platform/chains';\nimport { keys } from './keys';\n",
  'src/api/keys.ts': 'export const keys = {};\n',
  'src/api/orders.test.ts':
    "import { setupMockServer } from '@mocks/testing';\nimport { g } from '@/features/goods/Goods';\n",
  'src/platform/chains.ts': "import { x } from '@contracts/orders';\n",
  'src/platform/pending-tx/engine.ts': "import { chains } from '../chains';\nimport { money } from '@/lib/money';\n",
  'src/platform/pending-tx/engine.test.ts':
    "import { x } from '@contracts/orders';\nimport { callApi } from '@/lib/api-client';\n",
  'src/features/orders/OrderList.tsx':
    "import { Button } from 'antd-mobile';\nimport { x } from '@contracts/orders';\nimport { ordersKeys } from '@/api/orders';\nimport { y } from './lib/y';\nexport const OrderList = () => <Button>{y}</Button>;\n",
  'src/features/orders/lib/y.ts': "import { Button } from '@/components/Button';\n",
  'src/features/orders/OrderList.test.tsx':
    "import { setupMockServer } from '@mocks/testing';\nimport { orders } from '@mocks/domains/orders/table';\nimport { http } from 'msw';\n",
  'src/features/orders/OrderList.stories.tsx':
    "import { handlers } from '@mocks/stories';\nimport { OrderList } from './OrderList';\nexport const S = () => <OrderList />;\n",
  'src/features/goods/Goods.tsx': 'export const Goods = () => <div className="goods">goods</div>;\n',
  'src/components/Button.tsx': "import { Button as B } from 'antd-mobile';\nexport const Button = () => <B />;\n",
  'src/lib/api-client.ts': "// import { handlers } from '@mocks/handlers';\nconst u = 'http://x/@mocks/y';\n",
  'src/lib/money.ts': 'export const money = 1;\n',
  'src/lib/testing/kit.ts': "import { setupMockServer } from '@mocks/testing';\nexport const kit = 1;\n",
  'src/lib/asset.ts': "import url from 'zxing-wasm/reader/zxing_reader.wasm?url';\n",
  'stories/support/page-frame.tsx': "import { handlers } from '@mocks/stories';\nexport const Frame = () => <div />;\n",
  'src/components/Button.stories.tsx':
    "import { Frame } from '../../stories/support/page-frame';\nimport { Button } from './Button';\n",
  'stories/features/orders/OrderList.stories.tsx':
    "import { handlers } from '@mocks/stories';\nimport { OrderList } from '@/features/orders/OrderList';\n",
  '.storybook/preview.tsx': "import { handlers } from '../mocks/stories';\n",
  'e2e/support/fixtures.ts':
    "import { test } from '@playwright/test';\nimport { Wallet } from 'ethers';\nimport { orders } from '../../mocks/domains/orders/table';\nimport fs from 'node:fs';\nimport { demo } from '@mocks/wallet/demo';\nimport { table } from '@mocks/domains/orders/table';\n",
  'e2e/qa.spec.ts':
    "import { spawnMock } from '../server/testing/spawn-mock';\nimport config from '../playwright.config';\n",
  'e2e/support/routes.ts':
    "import { resetDb } from '@mocks/seed';\nimport { persona } from '@mocks/core/personas';\nimport { x } from '../../mocks/core/xss-payloads';\n",
  'e2e/support/page-state.ts': "import { LOADING_SELECTOR } from '../../src/lib/page-state';\n",
  'src/lib/page-state.ts': 'export const LOADING_SELECTOR = "[data-page-state=loading]";\n',
  'playwright.config.ts': 'export default {};\n',
};

/** [case, file, text appended to it, the rules that must report it]. */
const BREAKING: [string, string, string, string[]][] = [
  ['contracts importing a package', 'contracts/bad.ts', "import DOMPurify from 'dompurify';", ['contracts-only-zod']],
  ['contracts importing a builtin', 'contracts/bad.ts', "import fs from 'node:fs';", ['contracts-only-zod']],
  [
    'contracts importing mocks',
    'contracts/bad.ts',
    "import { now } from '../mocks/core/clock';",
    ['contracts-only-contracts'],
  ],
  [
    'contracts test importing src',
    'contracts/bad.test.ts',
    "import { money } from '@/lib/money';",
    ['contracts-only-contracts'],
  ],
  ['mocks importing src', 'mocks/bad.ts', "import { money } from '@/lib/money';", ['mocks-not-app-or-server']],
  [
    'mocks test importing server',
    'mocks/bad.test.ts',
    "import { s } from '@server/main';",
    ['mocks-not-app-or-server'],
  ],
  [
    'mocks importing stories',
    'mocks/bad.ts',
    "import { s } from '../stories/features/orders/OrderList.stories';",
    ['mocks-only-mocks-and-contracts'],
  ],
  [
    'mocks/core importing a domain’s handlers',
    'mocks/core/bad.ts',
    "import { orders } from '../domains/orders/handlers';",
    ['mocks-core-bottom'],
  ],
  [
    'mocks/core importing a domain',
    'mocks/core/bad.ts',
    "import { o } from '../domains/orders/table';",
    ['mocks-core-bottom'],
  ],
  ['mocks/core importing express', 'mocks/core/bad.ts', "import express from 'express';", ['mocks-core-bottom']],
  [
    'a domain table importing msw',
    'mocks/domains/orders/table.ts',
    "import { http } from 'msw';",
    ['mocks-domains-no-transport'],
  ],
  [
    'mocks/domains importing msw',
    'mocks/domains/orders/bad.ts',
    "import { http } from 'msw';",
    ['mocks-domains-no-transport'],
  ],
  [
    'mocks/domains importing builtins',
    'mocks/domains/orders/bad.ts',
    "import fs from 'node:fs';",
    ['mocks-domains-no-transport'],
  ],
  [
    'a domain’s rules importing express',
    'mocks/domains/orders/rules/bad.ts',
    "import e from 'express';",
    ['mocks-domains-no-transport'],
  ],
  [
    'a domain importing another’s handlers',
    'mocks/domains/goods/bad.ts',
    "import { h } from '../orders/handlers';",
    ['mock-domain-through-table'],
  ],
  [
    'a domain importing another’s seed',
    'mocks/domains/goods/handlers.ts',
    "import { s } from '@mocks/domains/orders/seed';",
    ['mock-domain-through-table'],
  ],
  [
    'server importing src',
    'server/bad.ts',
    "import { App } from '../src/app/App';",
    ['server-only-mock-and-contracts'],
  ],
  ['server importing a package', 'server/bad.ts', "import jsQR from 'jsqr';", ['server-packages']],
  ['src importing mocks', 'src/lib/bad.ts', "import { handlers } from '@mocks/handlers';", ['app-not-mock']],
  ['src importing server', 'src/lib/bad.ts', "const s = await import('../../server/main');", ['app-not-server']],
  ['src test importing server', 'src/lib/bad.test.ts', "import { s } from '@server/main';", ['app-not-server']],
  ['src importing msw', 'src/lib/bad.ts', "import { http } from 'msw';", ['app-no-mock-packages']],
  ['src importing faker', 'src/lib/bad.ts', "import { faker } from '@faker-js/faker';", ['app-no-mock-packages']],
  [
    'src importing e2e',
    'src/lib/bad.ts',
    "import { f } from '../../e2e/support/fixtures';",
    ['app-only-app-and-contracts'],
  ],
  [
    'main.tsx statically importing the worker',
    'src/main.tsx',
    "import '@mocks/browser';",
    ['app-loads-mock-dynamically-only'],
  ],
  ['main.tsx loading other mock code', 'src/main.tsx', "await import('@mocks/node');", ['app-loads-mock-dynamically']],
  ['another file importing the worker', 'src/app/boot.ts', "await import('@mocks/browser');", ['app-not-mock']],
  [
    'feature to feature',
    'src/features/goods/bad.ts',
    "import { O } from '@/features/orders/OrderList';",
    ['feature-not-feature'],
  ],
  [
    'feature to feature (relative)',
    'src/features/goods/bad.ts',
    "export * from '../orders/OrderList';",
    ['feature-not-feature'],
  ],
  ['lib importing app', 'src/lib/bad.ts', "import { App } from '../app/App';", ['shared-not-app-or-pages']],
  [
    'component importing pages',
    'src/components/Bad.tsx',
    "import { P } from '@/pages/OrdersPage';",
    ['shared-not-app-or-pages'],
  ],
  [
    'feature importing app (type only)',
    'src/features/orders/bad.ts',
    "import type { A } from '@/app/App';",
    ['shared-not-app-or-pages'],
  ],
  ['api importing a feature', 'src/api/bad.ts', "import { y } from '@/features/orders/lib/y';", ['api-below-features']],
  [
    'api importing components',
    'src/api/bad.ts',
    "import { Button } from '@/components/Button';",
    ['api-below-features'],
  ],
  ['a component importing api', 'src/components/Bad.tsx', "import { keys } from '@/api/keys';", ['shared-not-api']],
  [
    'a feature calling the backend itself',
    'src/features/orders/bad.ts',
    "import { callApi } from '@/lib/api-client';",
    ['api-client-only-in-api'],
  ],
  [
    'the chain tracker calling the backend',
    'src/platform/pending-tx/bad.ts',
    "import { callApi } from '@/lib/api-client';",
    ['api-client-only-in-api'],
  ],
  [
    'the chain tracker knowing an endpoint',
    'src/platform/pending-tx/bad.ts',
    "import { x } from '@contracts/orders';",
    ['pending-tx-knows-no-endpoint'],
  ],
  ['lib importing api', 'src/lib/bad.ts', "import { keys } from '@/api/keys';", ['shared-not-api']],
  ['stories importing server', 'stories/Bad.stories.tsx', "import { s } from '@server/main';", ['stories-not-server']],
  [
    'stories importing mock internals',
    'stories/Bad.stories.tsx',
    "import { o } from '@mocks/domains/orders/table';",
    ['stories-mock-through-facade'],
  ],
  ['app code importing a test helper', 'src/lib/bad.ts', "import { kit } from './testing/kit';", ['app-not-test-code']],
  [
    'app code importing a story',
    'src/features/orders/bad.ts',
    "import { S } from './OrderList.stories';",
    ['app-not-test-code'],
  ],
  [
    'a story beside its component importing e2e',
    'src/components/Button.stories.tsx',
    "import { f } from '../../e2e/support/fixtures';",
    ['app-stories-only-story-support'],
  ],
  [
    'a story beside its component importing mock internals',
    'src/components/Button.stories.tsx',
    "import { o } from '@mocks/testing';",
    ['stories-mock-through-facade'],
  ],
  [
    'the Storybook set-up importing mock internals',
    '.storybook/bad.ts',
    "import { h } from '../mocks/handlers';",
    ['stories-mock-through-facade'],
  ],
  ['e2e importing src', 'e2e/bad.spec.ts', "import { money } from '@/lib/money';", ['e2e-outside-in']],
  ['e2e importing mocks/core', 'e2e/bad.spec.ts', "import { now } from '@mocks/core/clock';", ['e2e-outside-in']],
  [
    'e2e importing a domain’s rules',
    'e2e/bad.spec.ts',
    "import { l } from '@mocks/domains/orders/rules/limits';",
    ['e2e-outside-in'],
  ],
  ['e2e importing a package', 'e2e/bad.spec.ts', "import { faker } from '@faker-js/faker';", ['e2e-outside-in']],
  ['e2e importing server', 'e2e/bad.spec.ts', "import { s } from '../server/main';", ['e2e-outside-in']],
  [
    'the page-state contract importing app code',
    'src/lib/page-state.ts',
    "import { money } from './money';",
    ['page-state-imports-nothing'],
  ],
  [
    'the page-state contract importing a package',
    'src/lib/page-state.ts',
    "import { z } from 'zod';",
    ['page-state-imports-nothing'],
  ],
  ['an import that resolves nowhere', 'src/lib/bad.ts', "import { gone } from './gone';", ['no-unresolvable']],
  ['a circle in src', 'src/lib/money.ts', "import { bad } from './bad';", ['no-circular']],
  ['a circle in mocks (type-only)', 'mocks/core/shop.ts', "import type { N } from './clock';", ['no-circular']],
];
// The second half of each circle: the file the breaking import closes the loop through.
const COMPANIONS: Record<string, Record<string, string>> = {
  // A static import beside the dynamic one would merge into one dependency: the static one stands alone here.
  'main.tsx statically importing the worker': { 'src/main.tsx': "import { App } from './app/App';\n" },
  'a circle in src': { 'src/lib/bad.ts': "import { money } from './money';\n" },
  'a circle in mocks (type-only)': {
    'mocks/core/clock.ts': `${CLEAN['mocks/core/clock.ts']}import { shopSlot } from './shop';\n`,
  },
};

describe('dependency rules (.dependency-cruiser.mjs)', () => {
  it('cruises the folders npm run lint:deps names', () => {
    expect(CRUISED).toEqual(expect.arrayContaining(['contracts', 'mocks', 'server', 'src', 'stories', 'e2e']));
  });

  it('pass a clean tree that uses every allowed edge (JSX in .tsx included)', async () => {
    expect(await check(CLEAN)).toEqual([]);
  });

  it('carry a positive control for every rule in the config', async () => {
    const names = ((await OPTIONS).ruleSet?.forbidden ?? []).map((r) => r.name);
    expect(new Set(BREAKING.flatMap(([, , , rules]) => rules))).toEqual(new Set(names));
  });

  it.each(BREAKING)('catch %s', async (name, file, text, rules) => {
    const alone = batchedName.get(name);
    const found = alone ? (await batch()).filter((f) => f.from === alone) : await checkAlone(name, file, text);
    expect([...new Set(found.map((f) => f.rule))]).toEqual(rules);
    if (!rules.includes('no-circular')) expect(new Set(found.map((f) => f.from))).toEqual(new Set([alone ?? file]));
  });

  it('report nothing in a batch but the batch’s breaking files', async () => {
    const breaking = new Set(batchedName.values());
    expect((await batch()).filter((f) => !breaking.has(f.from))).toEqual([]);
  });
});

/** One case on its own: CLEAN, its companions and its file with the breaking line appended. */
function checkAlone(name: string, file: string, text: string): Promise<Found[]> {
  const base = { ...CLEAN, ...COMPANIONS[name] };
  return check({ ...base, [file]: `${base[file] ?? ''}${text}\n` });
}

/**
 * Cases that only add a new file run together in one tree (a cruise costs about half a second): each gets a file
 * name of its own (`bad.ts` -> `bad-7.ts`), and its findings are the ones from that file.
 */
const batchedName = new Map(
  BREAKING.filter(([name, file]) => CLEAN[file] === undefined && !COMPANIONS[name]).map(([name, file], i) => [
    name,
    file.replace(/\/([^/.]+)(\.[^/]*)$/, `/$1-${i}$2`),
  ]),
);
let batched: Promise<Found[]> | undefined;
function batch(): Promise<Found[]> {
  batched ??= check({
    ...CLEAN,
    ...Object.fromEntries(
      BREAKING.filter(([name]) => batchedName.has(name)).map(([name, , text]) => [batchedName.get(name), `${text}\n`]),
    ),
  });
  return batched;
}
