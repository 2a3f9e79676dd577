/**
 * Writes docs/endpoints.md from the code: every contract endpoint (contracts/, each declared once) → the mock handler
 * that answers it and the rules it calls → the src/api hooks that call it → the screens that use them → their
 * stories → the e2e journeys that open those screens; then the chain actions the same way. Nothing in it is kept by
 * hand: scripts/guards/endpoints-doc.test.ts fails when the committed file differs from what this writes.
 * Usage: npm run docs:endpoints (tsx scripts/guards/endpoints-doc.ts [root]).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyEndpoint } from '../../contracts/core/endpoint';
import { type Endpoint, Repo, type Row, type SpecText } from './endpoints-doc-model';

export const DOC = 'docs/endpoints.md';
export const REGENERATE = 'npm run docs:endpoints';

const isEndpoint = (v: unknown): v is AnyEndpoint =>
  typeof v === 'object' && v !== null && 'id' in v && 'path' in v && 'method' in v;

/** Every endpoint, in the registry's order (contracts/index.ts), with the member code names it by. */
export async function loadEndpoints(root: string): Promise<Endpoint[]> {
  const load = (file: string) => import(pathToFileURL(path.join(root, file)).href) as Promise<Record<string, unknown>>;
  const { endpoints } = (await load('contracts/index.ts')) as { endpoints: readonly AnyEndpoint[] };
  const named = new Map<AnyEndpoint, Endpoint>();
  const modules = readdirSync(path.join(root, 'contracts')).filter(
    (f) => /^[\w-]+\.ts$/.test(f) && !f.includes('.test.'),
  );
  for (const name of modules.sort()) {
    for (const [exportName, value] of Object.entries(await load(`contracts/${name}`))) {
      // A domain's endpoints object (`chainEndpoints`); the registry's array is no name code uses.
      if (typeof value !== 'object' || value === null || Array.isArray(value) || isEndpoint(value)) continue;
      for (const [key, ep] of Object.entries(value)) {
        if (isEndpoint(ep) && !named.has(ep)) {
          named.set(ep, { member: `${exportName}.${key}`, file: `contracts/${name}`, endpoint: ep });
        }
      }
    }
  }
  return endpoints.map((ep) => {
    const found = named.get(ep);
    if (!found) throw new Error(`${ep.id}: no contracts/*.ts export names it`);
    return found;
  });
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A URL on each route, for the specs' URL assertions to match: each parameter filled with an order-number-like id
 * (18 digits, which `\d+` and `\d{18}` accept alike).
 */
const onRoute = (route: string) => route.replace(/:\w+\??/g, '100000000000000001');

/**
 * e2e specs with a string that opens one of the routes (`/goods/${id}`, `/orders?tab=1`) or names an endpoint, or
 * that asserts it is on one of the routes (`toHaveURL(/\/goods\//)` after tapping a goods card).
 */
function journeys(specs: Map<string, SpecText>, routes: string[], paths: string[]): string[] {
  const patterns = [
    ...routes.map((r) => new RegExp(`^${escapeRe(r).replace(/:\w+/g, '[^/?#]+')}(?:[?#].*)?$`)),
    ...paths.map((p) => new RegExp(`${escapeRe(p.replace(/^\/api/, ''))}(?![\\w/-])`)),
  ];
  const urls = routes.map(onRoute);
  return [...specs]
    .filter(
      ([, { strings, urlPatterns }]) =>
        strings.some((s) => patterns.some((re) => re.test(s))) ||
        urlPatterns.some((re) => urls.some((url) => re.test(url))),
    )
    .map(([file]) => file);
}

export async function buildRows(root: string): Promise<Row[]> {
  const repo = new Repo(root);
  const endpoints = await loadEndpoints(root);
  const byMember = new Map(endpoints.map((e) => [e.member, e]));
  const handlers = repo.mockHandlers(byMember);
  const { ROUTE_TABLE } = (await import(pathToFileURL(path.join(root, routeTableFile(repo))).href)) as {
    ROUTE_TABLE: readonly { path: string; page: string }[];
  };
  const e2e = repo.e2eStrings();
  const rest = (members: string[], screens: string[], api: Row['api']): Omit<Row, 'title' | 'names'> => {
    const pages = repo.pagesOf(screens).map((f) => path.posix.basename(f, '.tsx'));
    const routes = ROUTE_TABLE.filter((r) => pages.includes(r.page)).map((r) => r.path);
    const eps = members.map((m) => byMember.get(m)).filter((e): e is Endpoint => e !== undefined);
    return {
      contracts: [...new Set(eps.map((e) => e.file))],
      handlers: [...new Set(members.flatMap((m) => [...(handlers.get(m)?.handlers ?? [])]))].sort(),
      rules: [...new Set(members.flatMap((m) => [...(handlers.get(m)?.rules ?? [])]))].sort(),
      api,
      screens,
      stories: repo.storiesOf(screens),
      e2e: journeys(
        e2e,
        routes,
        eps.map((e) => e.endpoint.path),
      ),
    };
  };
  const rows: Row[] = endpoints.map((e) => {
    const api = repo.apiReach(repo.apiSeeds(new Set([e.member]), byMember));
    return {
      title: `${e.endpoint.method} ${e.endpoint.path}`,
      names: [e.endpoint.id],
      ...rest([e.member], repo.screensOf(api), api),
    };
  });
  for (const a of repo.chainActions()) {
    const members = [...new Set(repo.endpointsNamedBy(a.file, a.decl, byMember))];
    rows.push({
      title: `chain action \`${a.action}\``,
      names: members.map((m) => byMember.get(m)?.endpoint.id ?? m),
      ...rest(members, repo.actionScreens(a.action), [{ name: a.decl, file: a.file }]),
    });
  }
  return rows;
}

function routeTableFile(repo: Repo): string {
  const file = [...repo.sources.values()].find((s) => s.file.startsWith('src/') && s.decls.has('ROUTE_TABLE'))?.file;
  if (!file) throw new Error('no ROUTE_TABLE in src/: where does the route table live now?');
  return file;
}

/** A repository path as a link from docs/. */
const link = (file: string) => `[${file}](../${file})`;
const cell = (items: string[]) => (items.length > 0 ? items.join('<br>') : '—');

export function renderDoc(rows: Row[]): string {
  const head = [
    '# Endpoints: from the contract to the journey',
    '',
    `Generated from the code by \`${REGENERATE}\` (scripts/guards/endpoints-doc.ts); do not edit by hand.`,
    'scripts/guards/endpoints-doc.test.ts fails when this file differs from what the code says. Each endpoint of',
    '`contracts/` (declared once there) with the mock handler that answers it (`implement()` in `mocks/`) and the',
    "rule files that handler calls, the `src/api` hooks that call it (through the module's own helpers), the screens",
    'that use those hooks, the stories that render those screens (or a component or page holding them) and the e2e',
    'specs with a string (theirs, or in a helper function they import) that opens a page showing them or names the',
    'endpoint, or that assert by its URL (`toHaveURL`, `waitForURL`) that a tap brought them to such a page. The',
    'chain actions (the tracked transactions of `src/api`) follow: their endpoints, their declaration and the screens',
    'that start them. A dash: none found.',
    '',
    '| Endpoint | Mock handler, rules | src/api | Screens | Stories | e2e journeys |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const lines = rows.map((r) =>
    [
      `${r.title}<br>${r.names.map((n) => `\`${n}\``).join(', ')}<br>${r.contracts.map(link).join('<br>')}`,
      cell([...r.handlers.map(link), ...r.rules.map((f) => `rule: ${link(f)}`)]),
      cell(r.api.map((a) => `\`${a.name}\` ${link(a.file)}`)),
      cell(r.screens.map(link)),
      cell(r.stories.map(link)),
      cell(r.e2e.map(link)),
    ].join(' | '),
  );
  return `${[...head, ...lines.map((l) => `| ${l} |`)].join('\n')}\n`;
}

/** The lines of `generated` that `committed` lacks, and the reverse: what a regeneration would change. */
export function driftedLines(committed: string, generated: string): string[] {
  const have = new Set(committed.split('\n'));
  const want = new Set(generated.split('\n'));
  return [
    ...[...want].filter((l) => !have.has(l)).map((l) => `+ ${l}`),
    ...[...have].filter((l) => !want.has(l)).map((l) => `- ${l}`),
  ];
}

export async function generate(root: string): Promise<string> {
  return renderDoc(await buildRows(root));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(process.argv[2] ?? '.');
  writeFileSync(path.join(root, DOC), await generate(root));
  console.log(`${DOC} written`);
}
