import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { needsLaterTexts, ROUTE_TABLE } from '../../../src/app/routes/route-table.ts';
import { FIRST_SCREENS } from '../../build/first-screens.ts';
import { reachable } from '../../build/graph-reachable.ts';
import { chunkGraph } from './chunk-cycles.ts';

/**
 * What a first screen must not load before it renders: each loads when needed (the goods page's description on
 * scrolling near it or once the page has loaded, its SKU picker after the first paint, its order popup on the buy
 * button). Found in the built chunks by a string the piece always bundles; `source` is the file that string comes from
 * (scripts/guards/budget/first-screen-files.test.ts checks it is still there, so a renamed string fails a test instead
 * of passing this check).
 */
export const FIRST_SCREEN_FORBIDDEN: readonly { page: string; label: string; marker: string; source: string }[] = [
  {
    page: 'GoodsDetailPage',
    label: 'DOMPurify',
    marker: 'ALLOWED_TAGS',
    source: 'node_modules/dompurify/dist/purify.es.mjs',
  },
  {
    page: 'GoodsDetailPage',
    label: 'the SKU picker',
    marker: 'sku-axis-',
    source: 'src/features/goods/components/SkuPicker.tsx',
  },
  {
    page: 'GoodsDetailPage',
    label: 'the order popup',
    marker: 'submit-total',
    source: 'src/features/orders/components/SubmitOrderPopup.tsx',
  },
  // The login screen (and an anonymous /orders, sent to it) paints with plain elements; antd-mobile (~70 KiB br)
  // loads only for what a tap opens. Every antd-mobile component names its class prefix in a template literal.
  {
    page: 'LoginPage',
    label: 'antd-mobile',
    marker: '`adm-',
    source: 'node_modules/antd-mobile/es/components/button/button.js',
  },
  // The goods page's first screen too (its cover gallery, tags, merchant card, buy bar): antd-mobile loads for the
  // SKU picker after the first paint, a toast, the order popup, an error state.
  {
    page: 'GoodsDetailPage',
    label: 'antd-mobile',
    marker: '`adm-',
    source: 'node_modules/antd-mobile/es/components/button/button.js',
  },
  // A domain's contracts where the screen calls none of its endpoints: each goes with the code that calls it
  // (vite.config.ts's `data` group holds only zod and the contracts' core). Found by an endpoint path the contract
  // module spells out.
  ...uncalledContracts(
    ['HomePage', 'GoodsDetailPage', 'LoginPage'],
    'the order contracts',
    '/api/v/order/info/page',
    'orders',
  ),
  ...uncalledContracts(FIRST_SCREENS, 'the lottery contracts', '/api/rest/lottery/page', 'lotteries'),
  ...uncalledContracts(['HomePage', 'LoginPage'], 'the asset contracts', '/api/v/user/asset/token/page', 'assets'),
];

function uncalledContracts(pages: readonly string[], label: string, marker: string, domain: string) {
  return pages.map((page) => ({ page, label, marker, source: `contracts/${domain}.ts` }));
}

/**
 * JavaScript files a first screen may need before it renders. Each costs a round trip on a phone's link, and
 * the simulated slow 4G of `npm run bench:lighthouse` serves six at a time over HTTP/1.1: with 22 to 26
 * files (before the chunk groups) the page's code arrived in three or four waves. Now 8 to 10.
 */
export const FIRST_SCREEN_MAX_FILES = 10;

export interface FirstScreen {
  page: string;
  files: string[];
  /** The page waits for the later zh texts before it renders (not marked `entryTexts` in the route table). */
  laterTexts: boolean;
}

const PAGE_CHUNK = /^page-(\w+)-[\w-]+\.js$/;
/** The later zh texts' chunk (src/locales/zh-later.ts), which src/app/routes/routes.tsx awaits beside such a page. */
const LATER_TEXTS_CHUNK = /^zh-later-[\w-]+\.js$/;

/**
 * For each first screen: the entry's files (`entry`, from index.html, in assets/) and what the router waits for
 * before it renders the page (src/app/routes/routes.tsx): the page's own module (its lazy import's target,
 * `<Page>-*.js`), the page's chunk and, unless the route table marks it `entryTexts`, the later zh texts, each with
 * every chunk it imports statically, followed through the chunks. Lazy imports (`import()`) are not followed: they
 * load later or never.
 */
export function firstScreens(chunks: Record<string, string>, entry: readonly string[]): FirstScreen[] {
  const graph = chunkGraph(chunks);
  const names = Object.keys(chunks);
  const laterChunk = names.find((name) => LATER_TEXTS_CHUNK.test(name));
  return FIRST_SCREENS.map((page) => {
    const route = ROUTE_TABLE.find((r) => r.page === page);
    const laterTexts = route ? needsLaterTexts(route) : true;
    const start = names.find((name) => name.startsWith(`page-${page}-`));
    if (!start) return { page, files: [], laterTexts };
    const target = names.find((name) => name.startsWith(`${page}-`));
    const files = new Set(entry);
    for (const from of [target, start, laterTexts ? laterChunk : undefined])
      if (from) reachable(from, (name) => graph.get(name), files);
    return { page, files: [...files].sort(), laterTexts };
  });
}

/**
 * Names a chunk exports without declaring them. Rolldown (with strictExecutionOrder) once wrote the goods page's
 * lazy-import facade as `export{…, GoodsDetailPage_exports as t}` with no such binding, once a lazily loaded
 * piece imported a module of the page's own chunk: the browser refused the module and the page showed its load
 * error, in production only. A declared local appears at least twice in a chunk (declared, exported).
 */
export function undeclaredExports(chunks: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(chunks))
    for (const clause of text.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g))
      for (const spec of (clause[1] ?? '').split(',')) {
        const local = spec.trim().split(/\s+as\s+/)[0] ?? '';
        if (!/^[\w$]+$/.test(local)) continue;
        const uses = text.match(new RegExp(`(?<![\\w$.])${local.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'));
        if ((uses?.length ?? 0) < 2) found.push(`${file} exports ${local}, which it never declares`);
      }
  return found;
}

/** Brotli (quality 11, as the build precompresses) bytes of the files. */
function brotliBytes(chunks: Record<string, string>, files: readonly string[]): number {
  const q11 = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
  return files.reduce((sum, f) => sum + brotliCompressSync(Buffer.from(chunks[f] ?? ''), q11).length, 0);
}

/**
 * Reads `dist/assets/*.js` and checks each first screen: a page chunk exists for every flagged route and for no
 * other page, the file count stays within `max`, and nothing of FIRST_SCREEN_FORBIDDEN is among its files.
 * Failures name the page; `line` prints each screen's file count and brotli size.
 */
export function checkFirstScreens(distDir: string, entry: readonly string[], max = FIRST_SCREEN_MAX_FILES) {
  const assets = path.join(distDir, 'assets');
  const chunks: Record<string, string> = {};
  if (existsSync(assets))
    for (const name of readdirSync(assets).filter((f) => f.endsWith('.js')))
      chunks[name] = readFileSync(path.join(assets, name), 'utf8');
  const screens = firstScreens(
    chunks,
    entry.map((e) => path.basename(e)),
  );
  const failures = screens.flatMap(({ page, files, laterTexts }) => {
    if (files.length === 0) return [`no page-${page}-*.js chunk: the first-load groups in vite.config.ts changed`];
    if (laterTexts && !files.some((f) => LATER_TEXTS_CHUNK.test(f)))
      return [`${page} waits for the later zh texts, but no zh-later-*.js chunk holds them`];
    const found = FIRST_SCREEN_FORBIDDEN.filter((f) => f.page === page)
      .flatMap((f) => files.filter((file) => chunks[file]?.includes(f.marker)).map((file) => [f.label, file]))
      .map(([label, file]) => `${page}'s first screen loads ${label} (in ${file}): it must load when needed`);
    if (files.length > max) found.push(`${page} needs ${files.length} JS files before it renders, over ${max}`);
    return found;
  });
  failures.push(...undeclaredExports(chunks));
  // A page chunk the table does not flag: vite.config.ts groups pages the router no longer treats as first.
  for (const name of Object.keys(chunks)) {
    const page = PAGE_CHUNK.exec(name)?.[1];
    if (page && !FIRST_SCREENS.includes(page))
      failures.push(`${name} is a first page's chunk, but src/app/routes/route-table.ts flags no first screen ${page}`);
  }
  const kib = (files: string[]) => `${(brotliBytes(chunks, files) / 1024).toFixed(1)} KiB br`;
  const summary = screens.map((s) => `${s.page} ${s.files.length} (${kib(s.files)})`).join(', ');
  return { screens, failures, line: `First screens (JS files before render, max ${max}): ${summary}` };
}
