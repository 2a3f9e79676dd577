import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findLiteralKeys, scanQueryKeys } from './query-key-literals.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const roots: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'query-keys-'));
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

describe('findLiteralKeys', () => {
  it.each([
    ['a query key', "useQuery({ queryKey: ['orders', id], queryFn })"],
    ['a query key on the next line', 'useInfiniteQuery({\n  queryKey:\n    [`goods`],\n})'],
    ['a mutation key', "useMutation({ mutationKey: ['orders', 'submit'] })"],
    ['an invalidation', "void qc.invalidateQueries({ queryKey: ['orders'] });"],
    ['a positional key', "qc.setQueryData(['favorite', id], null);"],
    ['a typed positional key', "qc.getQueryData<GoodsDetailVO>(['goods', 'detail', id]);"],
    ['a key made from a variable in a literal array', 'keys.map((key) => qc.invalidateQueries({ queryKey: [key] }))'],
    ['a key part compared with a string', "qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'chain' });"],
    ['a string compared with a key part', "const keep = 'goods' === query.queryKey[0];"],
  ])('reports %s', (_name, snippet) => {
    expect(findLiteralKeys(snippet)).toHaveLength(1);
  });

  it('reports each key with its line', () => {
    const text = "import x from 'y';\n\nqc.removeQueries({ queryKey: ['a'] });\nqc.getQueryState(['b']);\n";
    expect(findLiteralKeys(text, 'f.ts')).toEqual([
      { file: 'f.ts', line: 3, text: "qc.removeQueries({ queryKey: ['a'] });" },
      { file: 'f.ts', line: 4, text: "qc.getQueryState(['b']);" },
    ]);
  });

  it.each([
    ['a key factory', 'useQuery({ queryKey: ordersKeys.page(status), queryFn })'],
    ['a prefix from a factory', 'qc.invalidateQueries({ queryKey: ordersKeys.all })'],
    ['query options', 'qc.prefetchQuery(contractListQuery())'],
    ['an array that is no key', "const tabs = ['orders', 'assets'];"],
    ['isFetching without a key', 'qc.isFetching()'],
  ])('accepts %s', (_name, snippet) => {
    expect(findLiteralKeys(snippet)).toEqual([]);
  });
});

describe('scanQueryKeys', () => {
  it('reports a literal key anywhere outside src/api, and none inside it', () => {
    const root = tree({
      'src/api/orders.ts': "export const ordersKeys = { all: ['orders'] as const };\nqueryKey: ['orders'],\n",
      'src/features/orders/List.tsx': "qc.invalidateQueries({ queryKey: ['orders'] });\n",
      'stories/Orders.stories.tsx': "client.setQueryData(['orders', 'page', -1], data);\n",
      'e2e/orders.spec.ts': "const fine = 'orders';\n",
      'src/apis/near-miss.ts': "useQuery({ queryKey: ['x'] });\n",
      'src/node_modules/pkg/index.js': "useQuery({ queryKey: ['x'] });\n",
    });
    const { files, found } = scanQueryKeys(root);
    expect(files.sort()).toEqual([
      'e2e/orders.spec.ts',
      'src/apis/near-miss.ts',
      'src/features/orders/List.tsx',
      'stories/Orders.stories.tsx',
    ]);
    expect(found.map((k) => k.file).sort()).toEqual([
      'src/apis/near-miss.ts',
      'src/features/orders/List.tsx',
      'stories/Orders.stories.tsx',
    ]);
  });

  it('finds no literal query key outside src/api in this repository', () => {
    const { files, found } = scanQueryKeys(repo);
    // Not vacuous: the app, its stories and e2e tests hold several hundred source files.
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('src/features/payments/components/WalletPay.tsx');
    expect(files).toContain('src/platform/pending-tx/use-tracked-action.ts');
    expect(files.some((f) => f.startsWith('src/api/'))).toBe(false);
    expect(found).toEqual([]);
  });
});
