/**
 * One convention for test helpers (docs/testing.md#test-helpers): no `*-kit.ts` anywhere, no /api path written in
 * e2e/ outside e2e/support/, no test that builds its own QueryClient. The positive controls feed the checker a file list and e2e sources that break each
 * rule and see every breach reported, and the same text inside e2e/support/ pass.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPathsInE2e, isE2eOutsideSupport, isVitestTest, kitNames, queryClientsInTests } from './test-helpers';

const ROOT = path.resolve(import.meta.dirname, '../..');
// Tracked and new (not ignored) files: a kit added but not yet committed is caught too.
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\0')
  .filter((f) => f !== '');
const show = (breaches: ReturnType<typeof kitNames>) =>
  breaches.map((b) => `${b.file}${b.line ? `:${b.line}` : ''} ${b.message}`);

describe('test helpers in the repository', () => {
  it('reads the tree, e2e specs included', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files.filter(isE2eOutsideSupport).length).toBeGreaterThan(30);
  });

  it('names no file *-kit.ts', () => {
    expect(show(kitNames(files))).toEqual([]);
  });

  it('writes no /api path in e2e outside e2e/support', () => {
    const e2e = files
      .filter(isE2eOutsideSupport)
      .map((f) => ({ path: f, text: readFileSync(path.join(ROOT, f), 'utf8') }));
    expect(show(apiPathsInE2e(e2e))).toEqual([]);
  });

  it('builds no QueryClient in a test but the harness', () => {
    // This file spells out the breach it feeds the checker.
    const tests = files
      .filter((f) => isVitestTest(f) && f !== 'scripts/guards/test-helpers.test.ts')
      .map((f) => ({ path: f, text: readFileSync(path.join(ROOT, f), 'utf8') }));
    expect(tests.length).toBeGreaterThan(200);
    expect(show(queryClientsInTests(tests))).toEqual([]);
  });
});

describe('the checker (positive controls)', () => {
  it('reports each older name of a kit, and not a helper in testing/', () => {
    const breaches = kitNames([
      'mocks/domains/orders/buying-test-kit.ts',
      'e2e/chain-actions-kit.ts',
      'e2e/prism/kit.ts',
      'server/spawn-kit.ts',
      'mocks/domains/orders/testing/buying.ts',
      'e2e/support/chain-actions.ts',
      'src/lib/toolkit.ts',
    ]);
    expect(breaches.map((b) => b.file)).toEqual([
      'mocks/domains/orders/buying-test-kit.ts',
      'e2e/chain-actions-kit.ts',
      'e2e/prism/kit.ts',
      'server/spawn-kit.ts',
    ]);
  });

  it('reports an /api path as a string, a glob, a template, a regular expression and a comment', () => {
    const spec = [
      "import { test } from './support/fixtures';",
      "await mock.scenario('frozen', { path: '/api/v/account/info' });",
      "await page.route('**/api/**', hold);",
      'await fetch(`http://127.0.0.1:8788/api/v/sys/banner/list`);',
      'const re = /\\/api\\/v\\/chain\\/contract\\/list$/;',
      '// waits for /api/v/goods/page',
      "const ok = callEndpoint(page, goodsEndpoints.page, { page: 1 }); // 'api' alone is fine",
    ].join('\n');
    const breaches = apiPathsInE2e([
      { path: 'e2e/x.spec.ts', text: spec },
      { path: 'e2e/prism/x.prism-spec.ts', text: "bend(page, '/api/v/goods/detail');" },
      { path: 'e2e/support/endpoint-routes.ts', text: spec },
      { path: 'src/lib/api-client.ts', text: spec },
    ]);
    expect(breaches.map((b) => `${b.file}:${b.line}`)).toEqual([
      'e2e/x.spec.ts:2',
      'e2e/x.spec.ts:3',
      'e2e/x.spec.ts:4',
      'e2e/x.spec.ts:5',
      'e2e/x.spec.ts:6',
      'e2e/prism/x.prism-spec.ts:1',
    ]);
  });

  it('reports a test that builds its own QueryClient, and not the harness or app code', () => {
    const own = 'const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });';
    const breaches = queryClientsInTests([
      { path: 'src/pages/X.test.tsx', text: `import { QueryClient } from '@tanstack/react-query';\n${own}` },
      { path: 'src/api/y.test.ts', text: own },
      { path: 'src/lib/testing/query-harness.tsx', text: own },
      { path: 'src/lib/query-client.ts', text: own },
      { path: 'src/api/z.test.ts', text: 'const { client } = queryHarness();' },
    ]);
    expect(breaches.map((b) => `${b.file}:${b.line}`)).toEqual(['src/pages/X.test.tsx:2', 'src/api/y.test.ts:1']);
  });
});
