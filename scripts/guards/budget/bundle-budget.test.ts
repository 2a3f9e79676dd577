import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../mocks/core/personas.ts';
import { checkBudget, ENTRY_BUDGET_BYTES, entryFiles, formatReport } from './bundle-budget.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
<link rel="stylesheet" href="/assets/index-123.css">
</head><body><div id="root"></div></body></html>`;

function dist(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'budget-'));
  dirs.push(dir);
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }
  return dir;
}

const clean = {
  'index.html': HTML,
  'assets/index-abc.js': 'import"./vendor-def.js";console.log("app")',
  'assets/vendor-def.js': 'export const react = 1;',
  'assets/ScanPage-1.js': 'throw new Error("Malformed data passed to binarizer.")',
  'assets/WalletPay-2.js': 'throw new Error("value will overwrite populated values: " + x)',
  'assets/zxing-browser-3.js': 'a = i.readBarcodesFromPixmap(o, n, s, h(r))',
  'assets/index-abc.js.map': JSON.stringify({ version: 3, sources: ['../../src/main.tsx'], mappings: '' }),
};

describe('entryFiles', () => {
  it('reads module scripts and modulepreloads, not stylesheets', () => {
    expect(entryFiles(HTML).sort()).toEqual(['assets/index-abc.js', 'assets/vendor-def.js']);
  });
});

describe('checkBudget', () => {
  it('passes a clean build and counts index.html scripts and preloads as entry', () => {
    const report = checkBudget(dist(clean));
    expect(report.failures).toEqual([]);
    expect(
      report.rows
        .filter((r) => r.entry)
        .map((r) => r.file)
        .sort(),
    ).toEqual(['assets/index-abc.js', 'assets/vendor-def.js']);
    expect(report.entryGzip).toBe(report.rows.filter((r) => r.entry).reduce((s, r) => s + r.gzip, 0));
    expect(formatReport(report)).toMatch(/Entry JS: .* KiB gzip of 150\.0 KiB budget/);
  });

  it('fails when the entry goes over the gzip budget', () => {
    // Random bytes do not compress, so the gzip size stays above the budget.
    const big = randomBytes(ENTRY_BUDGET_BYTES + 1024).toString('base64');
    const report = checkBudget(dist({ ...clean, 'assets/vendor-def.js': `export const s = "${big}";` }));
    expect(report.failures.join('\n')).toMatch(/over the budget/);
    expect(report.entryGzip).toBeGreaterThan(ENTRY_BUDGET_BYTES);
  });

  it.each([
    ['setupWorker', 'const w = setupWorker(...h)'],
    ['mockServiceWorker', 'register("/mockServiceWorker.js")'],
    ['@faker-js', 'from "@faker-js/faker"'],
    ['msw', '/* msw */ var a = 1'],
    ['/__mock/', 'fetch("/__mock/reset")'],
    ['persona normal address', `const a = "${PERSONAS[0]?.address.toUpperCase().replace('0X', '0x')}"`],
  ])('fails when a lazy chunk carries the mock marker %s', (label, code) => {
    const report = checkBudget(dist({ ...clean, 'assets/lazy-9.js': code }));
    expect(report.failures).toEqual([`assets/lazy-9.js contains mock marker '${label}'`]);
  });

  it.each([
    ['ethers', 'assets/WalletPay-2.js'],
    ['jsqr', 'assets/ScanPage-1.js'],
    ['zxing', 'assets/zxing-browser-3.js'],
  ])('fails when %s is in the entry', (label, lazy) => {
    const code = clean[lazy as keyof typeof clean];
    const report = checkBudget(dist({ ...clean, 'assets/vendor-def.js': code }));
    expect(report.failures).toEqual([`entry chunk assets/vendor-def.js contains ${label}`]);
  });

  // Positive control of the build's replacement of zod's JSON Schema modules (scripts/build/zod-without-json-schema.ts):
  // a chunk with the processors' code (their message, as zod writes it) fails the budget.
  it("fails when a lazy chunk carries zod's JSON Schema output", () => {
    const code = 'u(e,t,n,r,"BigInt cannot be represented in JSON Schema")';
    const report = checkBudget(dist({ ...clean, 'assets/data-4.js': code }));
    expect(report.failures).toEqual([`assets/data-4.js contains zod's JSON Schema output`]);
  });

  // A production dist/ used to ship the MSW worker (public/ is copied into every build) and the budget skipped it.
  it('fails when the MSW worker script is in the build', () => {
    const report = checkBudget(dist({ ...clean, 'mockServiceWorker.js': 'self.addEventListener("fetch", f)' }));
    expect(report.failures).toEqual([expect.stringMatching(/^mockServiceWorker\.js is the MSW worker/)]);
  });

  it('fails when a source map names mock sources', () => {
    const map = JSON.stringify({ version: 3, sources: ['../../mocks/db/seed.ts', '../../src/a.ts'], mappings: '' });
    const report = checkBudget(dist({ ...clean, 'assets/lazy-9.js.map': map }));
    expect(report.failures).toEqual([
      expect.stringMatching(/lazy-9\.js\.map names mock sources \(\.\.\/\.\.\/mocks\/db/),
    ]);
  });

  it('fails without a build or with a dangling script reference', () => {
    expect(checkBudget(dist({ 'x.txt': '' })).failures[0]).toMatch(/index\.html missing/);
    const { 'assets/vendor-def.js': _gone, ...rest } = clean;
    expect(checkBudget(dist(rest)).failures).toEqual([
      expect.stringMatching(/references assets\/vendor-def\.js, which is not in/),
    ]);
  });
});
