/**
 * Bundle budget of the production build (run after `vite build`): the entry JS (what index.html loads or
 * preloads) stays under the gzip budget, no chunk carries mock code or mock data, and the heavy libraries
 * that only some routes need (ethers, jsqr) stay out of the entry, and each first screen needs only a handful of
 * JS files (scripts/guards/budget/first-screen-files.ts), and the headers file for servers allows what index.html needs
 * (scripts/guards/budget/headers-file-check.ts), and no chunk carries what the build leaves out of every page (BUILD_FORBIDDEN). Usage: tsx scripts/guards/budget/bundle-budget.ts [distDir].
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PERSONAS } from '../../../mocks/core/personas.ts';
import { chunkCycles } from './chunk-cycles.ts';
import { checkFirstScreens } from './first-screen-files.ts';
import { checkDistHeaders } from './headers-file-check.ts';

export const ENTRY_BUDGET_BYTES = 150 * 1024;

export interface Marker {
  label: string;
  test: (text: string) => boolean;
}

const has = (needle: string) => (text: string) => text.includes(needle);

/** Traces of the mock harness; none may reach a production chunk. */
export const MOCK_MARKERS: Marker[] = [
  { label: 'mockServiceWorker', test: has('mockServiceWorker') },
  { label: 'setupWorker', test: has('setupWorker') },
  { label: '@faker-js', test: has('@faker-js') },
  { label: 'msw', test: (t) => /\bmsw\b/.test(t) },
  { label: '/__mock/', test: has('/__mock/') },
  ...PERSONAS.map((p) => ({ label: `persona ${p.key} address`, test: (t: string) => t.includes(p.address.slice(2)) })),
];

/** Strings each library always bundles once any part of it is used (checked in their sources). */
export const ENTRY_FORBIDDEN: Marker[] = [
  { label: 'ethers', test: has('value will overwrite populated values') },
  { label: 'jsqr', test: has('Malformed data passed to binarizer') },
  // The ZXing WebAssembly decoder's glue (barcode-detector / zxing-wasm): only an opened scanner loads it.
  { label: 'zxing', test: has('readBarcodesFromPixmap') },
];

/**
 * What no chunk of the app may carry: zod's JSON Schema output, which the build replaces
 * (scripts/build/zod-without-json-schema.ts); its processors' messages are in zod's source.
 */
export const BUILD_FORBIDDEN: Marker[] = [
  { label: "zod's JSON Schema output", test: has('cannot be represented in JSON Schema') },
];

export interface ChunkRow {
  file: string;
  bytes: number;
  gzip: number;
  entry: boolean;
}

export interface BudgetReport {
  rows: ChunkRow[];
  entryGzip: number;
  failures: string[];
}

function listFiles(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const p = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? listFiles(dir, p) : [p];
  });
}

/** The JS that index.html loads: module scripts and modulepreload links, as dist-relative paths. */
export function entryFiles(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>/g)) found.add(m[1] as string);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    if (/\brel=["']modulepreload["']/.test(tag)) {
      const href = /\bhref=["']([^"']+)["']/.exec(tag)?.[1];
      if (href) found.add(href);
    }
  }
  return [...found]
    .filter((u) => !/^(https?:)?\/\//.test(u))
    .map((u) => u.replace(/^\.?\//, '').replace(/[?#].*$/, ''));
}

export function checkBudget(distDir: string, budget = ENTRY_BUDGET_BYTES): BudgetReport {
  const failures: string[] = [];
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) return { rows: [], entryGzip: 0, failures: [`${indexPath} missing: run vite build`] };
  const html = readFileSync(indexPath, 'utf8');
  const entries = new Set(entryFiles(html));
  if (entries.size === 0) failures.push('index.html loads no script: cannot find the entry chunk');

  const rows: ChunkRow[] = [];
  for (const file of listFiles(distDir).filter((f) => /\.m?js$/.test(f))) {
    const buf = readFileSync(path.join(distDir, file));
    const text = buf.toString('utf8');
    const entry = entries.has(file);
    rows.push({ file, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length, entry });
    const lower = text.toLowerCase();
    for (const m of MOCK_MARKERS) {
      if (m.test(text) || (m.label.startsWith('persona') && m.test(lower))) {
        failures.push(`${file} contains mock marker '${m.label}'`);
      }
    }
    for (const m of BUILD_FORBIDDEN) if (m.test(text)) failures.push(`${file} contains ${m.label}`);
    if (entry) {
      for (const m of ENTRY_FORBIDDEN) if (m.test(text)) failures.push(`entry chunk ${file} contains ${m.label}`);
    }
  }
  failures.push(...mockFiles(distDir));
  const assets = path.join(distDir, 'assets');
  if (existsSync(assets)) for (const c of chunkCycles(assets)) failures.push(`chunks import each other: ${c}`);
  for (const e of entries) {
    if (!rows.some((r) => r.file === e)) failures.push(`index.html references ${e}, which is not in ${distDir}`);
  }
  const entryGzip = rows.filter((r) => r.entry).reduce((sum, r) => sum + r.gzip, 0);
  if (entryGzip > budget) {
    failures.push(`entry JS is ${kib(entryGzip)} gzip, over the budget of ${kib(budget)}`);
  }
  rows.sort((a, b) => Number(b.entry) - Number(a.entry) || b.gzip - a.gzip);
  return { rows, entryGzip, failures };
}

/**
 * Mock files that are not chunks: the MSW worker script (it lives in mock-public/ and only mock builds
 * emit it) and source maps whose sources name mocks/ (they would publish the mock's code and data).
 */
export function mockFiles(distDir: string): string[] {
  const failures: string[] = [];
  for (const file of listFiles(distDir)) {
    if (path.basename(file) === 'mockServiceWorker.js') failures.push(`${file} is the MSW worker: mock builds only`);
    if (!file.endsWith('.map')) continue;
    let sources: unknown = [];
    try {
      sources = (JSON.parse(readFileSync(path.join(distDir, file), 'utf8')) as { sources?: unknown }).sources ?? [];
    } catch {
      failures.push(`${file} is not a readable source map`);
      continue;
    }
    const named = (Array.isArray(sources) ? sources : []).filter(
      (s): s is string => typeof s === 'string' && /(^|[\\/])mocks[\\/]/.test(s),
    );
    if (named.length > 0) failures.push(`${file} names mock sources (${named.slice(0, 3).join(', ')})`);
  }
  return failures;
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export function formatReport(report: BudgetReport, budget = ENTRY_BUDGET_BYTES): string {
  const width = Math.max(10, ...report.rows.map((r) => r.file.length));
  const lines = [`${'chunk'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  entry`];
  for (const r of report.rows) {
    lines.push(
      `${r.file.padEnd(width)}  ${kib(r.bytes).padStart(10)}  ${kib(r.gzip).padStart(10)}  ${r.entry ? 'yes' : ''}`,
    );
  }
  lines.push(`\nEntry JS: ${kib(report.entryGzip)} gzip of ${kib(budget)} budget`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const report = checkBudget(dist);
  console.log(formatReport(report));
  const html = path.join(dist, 'index.html');
  const screens = checkFirstScreens(dist, existsSync(html) ? entryFiles(readFileSync(html, 'utf8')) : []);
  console.log(screens.line);
  report.failures.push(...screens.failures);
  const headers = checkDistHeaders(dist);
  console.log(headers.length ? 'Deploy headers: do not match index.html' : 'Deploy headers: match index.html');
  report.failures.push(...headers);
  if (report.failures.length > 0) {
    for (const f of report.failures) console.error(`BUDGET FAIL: ${f}`);
    process.exit(1);
  }
  console.log('Budget: ok');
}
