import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayers } from './check-layers.ts';
import { extractImports, resolveTarget } from './layer-imports.ts';

const roots: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'layers-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

/** A tree that uses every allowed edge once; each breaking case adds one file to it. */
const CLEAN: Record<string, string> = {
  'contracts/core/endpoint.ts': "import { z } from 'zod';\nexport const x = z.string();\n",
  'contracts/orders.ts': "export * from './core/endpoint';\nimport type { x } from '@contracts/core/endpoint';\n",
  'mocks/core/implement.ts':
    "import { http } from 'msw';\nimport { x } from '@contracts/orders';\nimport fs from 'node:fs';\n",
  'mocks/core/clock.ts': 'export const now = () => 0;\n',
  'mocks/db/orders.ts': "import { faker } from '@faker-js/faker';\nimport { now } from '../core/clock';\n",
  'mocks/domains/orders.ts':
    "import { implement } from '../core/implement';\nimport { orders } from '@mocks/db/orders';\n",
  'mocks/domains/orders.test.ts': "import { setup } from '../node';\nimport { it } from 'vitest';\n",
  'mocks/domains/orders/table.ts':
    "import { Collection } from '@msw/data';\nimport { defineTable } from '../../core/store';\n",
  'mocks/domains/orders/rules/lifecycle.ts': "import { orders } from '../table';\n",
  'mocks/domains/orders/handlers.ts':
    "import { implement } from '@mocks/core/implement';\nimport { x } from './rules/lifecycle';\n",
  'mocks/domains/payments/handlers.ts':
    "import { orders } from '../orders/table';\nimport { findOrder } from '@mocks/domains/orders/rules/lifecycle';\n",
  'mocks/domains/payments/pay.test.ts': "import { ordersHandlers } from '../orders/handlers';\n",
  'mocks/seed.ts': "import { seedOrders } from './domains/orders/seed';\n",
  'mocks/node.ts': "import { setupServer } from 'msw/node';\nimport { handlers } from './handlers';\n",
  'server/main.ts':
    "import express from 'express';\nimport { handlers } from '@mocks/handlers';\nimport path from 'path';\n",
  'src/main.tsx': "if (__MOCK__) { await import('@mocks/browser'); }\nimport { App } from './app/App';\n",
  'src/app/App.tsx':
    "import { OrderList } from '@/features/orders/OrderList';\nimport { Goods } from '@/features/goods/Goods';\n",
  'src/pages/OrdersPage.tsx': "import { OrderList } from '../features/orders/OrderList';\n",
  'src/features/orders/OrderList.tsx':
    "import { Button } from 'antd-mobile';\nimport { callApi } from '@/lib/api-client';\nimport { x } from '@contracts/orders';\nimport { y } from './lib/y';\n",
  'src/api/orders.ts':
    "import { callApi } from '@/lib/api-client';\nimport { x } from '@contracts/orders';\nimport { goodsKeys } from './goods';\nimport { LIST_QUERY_META } from '@/components/list/list-query';\nimport { useTrackedAction } from '@/platform/pending-tx/use-tracked-action';\n",
  'src/features/goods/Goods.tsx': "import { ordersKeys } from '@/api/orders';\n",
  'src/lib/not-served.test.ts': "import { lotteriesKeys } from '@/api/lotteries';\n",
  'src/features/orders/OrderList.test.tsx': "import { setupMockServer } from '@mocks/testing';\n",
  'src/lib/api-client.ts': "// import { handlers } from '@mocks/handlers';\nconst u = 'http://x/@mocks/y';\n",
  'src/features/orders/OrderList.stories.tsx':
    "import { orders } from '@mocks/stories';\nimport { http } from 'msw';\nimport { scenario } from '../../../stories/support/scenario';\nimport { OrderList } from './OrderList';\n",
  'src/pages/OrdersPage.stories.tsx':
    "import { At } from '../../stories/support/shop';\nimport { P } from './OrdersPage';\n",
  'stories/support/scenario.ts':
    "import { withScenario } from '../../mocks/stories';\nimport { OrderList } from '@/features/orders/OrderList';\n",
  'stories/journeys/Purchase.stories.tsx': "import { ShellAt } from '../support/shell-root';\n",
  '.storybook/msw-worker.ts': "import { handlers } from '../mocks/stories';\nimport { App } from '../src/app/App';\n",
  'e2e/support/fixtures.ts':
    "import { test } from '@playwright/test';\nimport { Wallet } from 'ethers';\nimport { persona } from '../../mocks/db/personas';\nimport fs from 'node:fs';\n",
  'e2e/qa.spec.ts': "import { spawnMock } from '../server/spawn-kit';\n",
  'e2e/support/routes.ts':
    "import { orders } from '@mocks/domains/orders/table';\nimport { resetDb } from '@mocks/seed';\nimport { persona } from '@mocks/core/personas';\n",
};

const BREAKING: [string, string, string, RegExp][] = [
  ['contracts importing a package', 'contracts/bad.ts', "import dayjs from 'dayjs';", /contracts import only zod/],
  ['contracts importing mocks', 'contracts/bad.ts', "import { now } from '../mocks/core/clock';", /contracts/],
  ['mocks importing src', 'mocks/domains/bad.ts', "import { money } from '@/lib/money';", /mocks never import src/],
  ['mocks test importing server', 'mocks/bad.test.ts', "import { start } from '@server/start';", /mocks never/],
  ['mocks/core importing mocks/db', 'mocks/core/bad.ts', "import { orders } from '../db/orders';", /mocks\/core/],
  ['mocks/core importing a domain', 'mocks/core/bad.ts', "import { orders } from '../domains/orders/table';", /core/],
  ['mocks/core importing express', 'mocks/core/bad.ts', "import express from 'express';", /mocks\/core/],
  ['mocks/db importing msw', 'mocks/db/bad.ts', "export { http } from 'msw';", /mocks\/db/],
  ['mocks/db importing builtins', 'mocks/db/bad.ts', "import fs from 'node:fs';", /mocks\/db/],
  ['mocks/domains importing msw', 'mocks/domains/bad.ts', "import { http } from 'msw';", /mocks\/domains/],
  ['mocks/domains importing builtins', 'mocks/domains/bad.ts', "import fs from 'node:fs';", /mocks\/domains/],
  [
    "a mock domain importing another's handlers",
    'mocks/domains/payments/handlers.ts',
    "import { ordersHandlers } from '../orders/handlers';",
    /mock domain imports another only through its table.ts or rules \(payments → orders\)/,
  ],
  [
    "a mock domain importing another's seed",
    'mocks/domains/payments/handlers.ts',
    "import { seedOrders } from '@mocks/domains/orders/seed';",
    /payments → orders/,
  ],
  ['e2e importing mock handlers', 'e2e/bad.spec.ts', "import { h } from '@mocks/domains/orders/handlers';", /e2e/],
  ['server importing src', 'server/bad.ts', "import { App } from '../src/app/App';", /server imports only/],
  ['server importing a package', 'server/bad.ts', "import cors from 'cors';", /server imports only/],
  ['src importing mocks', 'src/lib/bad.ts', "import { handlers } from '@mocks/handlers';", /src never imports mocks/],
  ['src importing server', 'src/lib/bad.ts', "const s = await import('../../server/start');", /src never/],
  ['src test importing server', 'src/lib/bad.test.ts', "import { s } from '@server/start';", /src never/],
  ['src importing msw', 'src/lib/bad.ts', "import { http } from 'msw';", /src never imports msw/],
  ['src importing faker', 'src/lib/bad.ts', "import { faker } from '@faker-js/faker';", /faker/],
  ['main.tsx statically importing the worker', 'src/main.tsx', "import '@mocks/browser';", /src never/],
  ['another file importing the worker', 'src/app/boot.ts', "await import('@mocks/browser');", /src never/],
  ['feature to feature', 'src/features/goods/bad.ts', "import { O } from '@/features/orders/OrderList';", /feature/],
  ['feature to feature (relative)', 'src/features/goods/bad.ts', "export * from '../orders/OrderList';", /feature/],
  ['lib importing app', 'src/lib/bad.ts', "import { App } from '../app/App';", /never import src\/app/],
  ['component importing pages', 'src/components/Bad.tsx', "import { P } from '@/pages/OrdersPage';", /src\/pages/],
  ['feature importing app', 'src/features/orders/bad.ts', "import type { A } from '@/app/App';", /src\/app/],
  ['api importing a feature', 'src/api/bad.ts', "import { O } from '@/features/orders/OrderList';", /src\/api never/],
  ['api importing pages', 'src/api/bad.ts', "import { P } from '../pages/OrdersPage';", /src\/api never/],
  ['api importing app', 'src/api/bad.ts', "import { A } from '@/app/App';", /src\/api never/],
  [
    'platform importing api',
    'src/platform/bad.ts',
    "import { ordersKeys } from '@/api/orders';",
    /never import src\/api/,
  ],
  ['lib importing api', 'src/lib/bad.ts', "import { k } from '../api/orders';", /never import src\/api/],
  ['component importing api', 'src/components/Bad.tsx', "import { k } from '@/api/orders';", /never import src\/api/],
  ['stories importing server', 'stories/Bad.stories.tsx', "import { s } from '@server/start';", /stories/],
  // Stories beside their components: the mock only through its facade, no app file reaches a story.
  [
    'a story importing mock internals',
    'src/features/orders/OrderList.stories.tsx',
    "import { o } from '@mocks/db/orders';",
    /only through mocks\/stories/,
  ],
  [
    'a story importing the mock harness',
    'src/pages/OrdersPage.stories.tsx',
    "import { s } from '@mocks/testing';",
    /only through mocks\/stories/,
  ],
  [
    'a story importing a journey',
    'src/pages/OrdersPage.stories.tsx',
    "import { j } from '../../stories/journeys/kit';",
    /only stories\/support/,
  ],
  [
    'a story importing faker',
    'src/pages/OrdersPage.stories.tsx',
    "import { faker } from '@faker-js/faker';",
    /src never imports msw/,
  ],
  [
    'a story across features',
    'src/features/goods/G.stories.tsx',
    "import { O } from '@/features/orders/OrderList';",
    /feature/,
  ],
  [
    'a component story importing a page',
    'src/components/C.stories.tsx',
    "import { P } from '@/pages/OrdersPage';",
    /src\/pages/,
  ],
  [
    'app code importing a story',
    'src/pages/OrdersPage.tsx',
    "import * as S from './OrdersPage.stories';",
    /never imports a story/,
  ],
  [
    'app code importing the story facade',
    'src/lib/bad.ts',
    "import { orders } from '@mocks/stories';",
    /src never imports mocks/,
  ],
  [
    'app code importing story support',
    'src/lib/bad.ts',
    "import { At } from '../../stories/support/shop';",
    /src imports only/,
  ],
  [
    'story support importing mock internals',
    'stories/support/scenario.ts',
    "import { now } from '../../mocks/core/clock';",
    /only through mocks\/stories/,
  ],
  [
    '.storybook importing mock internals',
    '.storybook/msw-worker.ts',
    "import { handlers } from '../mocks/handlers';",
    /only through mocks\/stories/,
  ],
  ['e2e importing src', 'e2e/bad.spec.ts', "import { money } from '@/lib/money';", /e2e imports only/],
  ['e2e importing mocks/core', 'e2e/bad.spec.ts', "import { now } from '@mocks/core/clock';", /e2e imports only/],
  ['e2e importing a package', 'e2e/bad.spec.ts', "import { faker } from '@faker-js/faker';", /e2e imports only/],
  ['e2e importing server', 'e2e/bad.spec.ts', "import { s } from '../server/start';", /e2e imports only/],
];

describe('checkLayers', () => {
  it('passes a clean tree that uses every allowed edge', () => {
    expect(checkLayers(tree(CLEAN))).toEqual([]);
  });

  it.each(BREAKING)('catches %s', (_name, file, text, rule) => {
    const previous = CLEAN[file] ?? '';
    const violations = checkLayers(tree({ ...CLEAN, [file]: `${previous}\n${text}\n` }));
    expect(violations).toHaveLength(1);
    const [v] = violations;
    expect(v?.file).toBe(file);
    expect(v?.line).toBe(previous.split('\n').length + 1);
    expect(v?.rule).toMatch(rule);
  });
});

describe('extractImports', () => {
  it('finds static, re-export, type-only, side-effect and dynamic imports with their lines', () => {
    const src = [
      "import a from 'a';",
      'import {',
      '  b,',
      "} from 'b';",
      "export { c } from 'c';",
      "import 'd';",
      "const e = () => import('e');",
      "/* import 'f'; */ import type { G } from 'g';",
      "const url = 'https://h/i'; // import 'j'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the scanner must skip a template literal here
      'const t = `${x}`; import k from "k";',
    ].join('\n');
    expect(extractImports(src).map((r) => [r.specifier, r.line, r.dynamic])).toEqual([
      ['a', 1, false],
      ['b', 2, false],
      ['c', 5, false],
      ['d', 6, false],
      ['e', 7, true],
      ['g', 8, false],
      ['k', 10, false],
    ]);
  });

  it('resolves aliases, relative paths, builtins and scoped packages', () => {
    expect(resolveTarget('src/a/b.ts', '@/lib/x')).toEqual({ kind: 'local', path: 'src/lib/x' });
    expect(resolveTarget('src/a/b.ts', '../../mocks/db/y')).toEqual({ kind: 'local', path: 'mocks/db/y' });
    expect(resolveTarget('e2e/s.ts', '@mocks/db/personas')).toEqual({ kind: 'local', path: 'mocks/db/personas' });
    expect(resolveTarget('e2e/s.ts', 'node:fs')).toEqual({ kind: 'builtin', name: 'fs' });
    expect(resolveTarget('e2e/s.ts', 'fs/promises')).toEqual({ kind: 'builtin', name: 'fs/promises' });
    expect(resolveTarget('src/x.ts', '@msw/data/lib')).toEqual({ kind: 'package', name: '@msw/data' });
    expect(resolveTarget('src/x.ts', 'msw/node')).toEqual({ kind: 'package', name: 'msw' });
    expect(resolveTarget('src/x.ts', './i.svg?url')).toEqual({ kind: 'local', path: 'src/i.svg' });
  });
});
