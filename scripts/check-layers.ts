/**
 * Layer rules of docs/architecture.md, enforced by our own checker: dependency-cruiser 18 needs Node 22 and the
 * typescript-eslint route needs the TS compiler API, which TypeScript 7 no longer has.
 * Usage: tsx scripts/check-layers.ts [root]. Prints `file:line imports 'x' — rule`, exits 1 on violations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractImports, type ImportRef, resolveTarget, type Target } from './layer-imports.ts';

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}

const ROOTS = ['contracts', 'mocks', 'server', 'src', 'stories', '.storybook', 'e2e'];
const SOURCE = /\.(m?ts|tsx|m?js|jsx)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report']);
/** Packages that only belong to the mock harness; never in the shipped app. */
const MOCK_ONLY_PACKAGES = new Set(['msw', '@msw/data', '@faker-js/faker', 'express']);

const within = (p: string, dir: string) => p === dir || p.startsWith(`${dir}/`);
const stripExt = (p: string) => p.replace(/\.(m?ts|tsx|m?js|jsx)$/, '');
/** Tests and their helpers (`*-test-kit.ts`, `testing/`) may reach further down: they wire the mock harness. */
const isTest = (file: string) => /\.(test|spec)\.(ts|tsx)$|-test-kit\.tsx?$|\/testing\//.test(file);
/** Story files (`Foo.stories.tsx`) sit beside what they show; no app file imports one. */
const isStory = (file: string) => /\.stories\.tsx?$/.test(file);
/** The one door from Storybook into the mock (stories, their support in stories/, .storybook/). */
const STORY_FACADE = 'mocks/stories';
const featureOf = (p: string) => /^src\/features\/([^/]+)/.exec(p)?.[1];
const mockDomainOf = (p: string) => /^mocks\/domains\/([^/]+)\//.exec(p)?.[1];

type Check = (file: string, t: Target, ref: ImportRef) => string | null;

/** Returns the rule broken by `file` importing `t`, or null. Ordered from the specific to the general. */
const checks: Check[] = [
  (file, t) => {
    if (!within(file, 'contracts')) return null;
    if (t.kind === 'local') return within(t.path, 'contracts') ? null : 'contracts import only zod and contracts';
    if (t.kind === 'package' && t.name === 'zod') return null;
    return isTest(file) ? null : 'contracts import only zod and contracts';
  },
  (file, t) => {
    if (!within(file, 'mocks') || t.kind !== 'local') return null;
    if (within(t.path, 'src') || within(t.path, 'server')) return 'mocks never import src or server';
    return null;
  },
  (file, t) => {
    // Tests in mocks/ are integration tests of the whole mock: any mocks/ module, test packages, builtins.
    // The top-level entries (browser, node, stories, testing, handlers, seed…) wire everything: next rule only.
    if (!within(file, 'mocks') || isTest(file)) return null;
    const layer = /^mocks\/(core|db|domains)\//.exec(file)?.[1] as 'core' | 'db' | 'domains' | undefined;
    if (!layer) return null;
    const rule = {
      core: 'mocks/core imports only contracts, zod, msw, @msw/data, @faker-js/faker, ethers, mocks/core and node builtins',
      db: 'mocks/db imports only contracts, @msw/data, @faker-js/faker, ethers, @vant/area-data, mocks/db, mocks/core and mocks/domains',
      domains:
        'mocks/domains imports only contracts, zod, @msw/data, @faker-js/faker, ethers, @vant/area-data, mocks/core, mocks/db and mocks/domains',
    }[layer];
    if (t.kind === 'builtin') return layer === 'core' ? null : rule;
    // zod is the language of contracts: tables and validators built from contract schemas need it too.
    if (t.kind === 'package' && t.name === 'zod') return null;
    if (t.kind === 'package') {
      // msw stays out of the domains: an endpoint is answered only through implement() (mocks/core).
      const allowed = {
        core: ['msw', '@msw/data', '@faker-js/faker', 'ethers'],
        db: ['@msw/data', '@faker-js/faker', 'ethers', '@vant/area-data'],
        domains: ['@msw/data', '@faker-js/faker', 'ethers', '@vant/area-data'],
      }[layer];
      return allowed.includes(t.name) ? null : rule;
    }
    const ok =
      within(t.path, 'contracts') ||
      within(t.path, `mocks/${layer}`) ||
      (layer === 'db' && (within(t.path, 'mocks/core') || within(t.path, 'mocks/domains'))) ||
      (layer === 'domains' && (within(t.path, 'mocks/core') || within(t.path, 'mocks/db')));
    return ok ? null : rule;
  },
  (file, t) => {
    // A domain shows the others its data (table.ts) and its rules (rules.ts, rules/); its handlers, seed and
    // helpers stay private, so a change inside one domain cannot break another through a side door.
    const from = mockDomainOf(file);
    if (!from || isTest(file) || t.kind !== 'local') return null;
    const to = mockDomainOf(t.path);
    if (!to || to === from) return null;
    return /^mocks\/domains\/[^/]+\/(table|rules)(\.ts)?(\/|$)/.test(t.path)
      ? null
      : `a mock domain imports another only through its table.ts or rules (${from} → ${to})`;
  },
  (file, t) => {
    if (!within(file, 'mocks') || t.kind !== 'local') return null;
    return within(t.path, 'mocks') || within(t.path, 'contracts') ? null : 'mocks import only mocks and contracts';
  },
  (file, t) => {
    if (!within(file, 'server')) return null;
    const rule = 'server imports only mocks, contracts, server, express, msw, ethers and node builtins';
    if (t.kind === 'builtin') return null;
    // msw: the Express adapter calls msw's public getResponse() (docs/architecture.md, "One request"); ethers: the mock
    // layers below already use it, and server-side helpers sign requests like a wallet would.
    if (t.kind === 'package') return ['express', 'msw', 'ethers'].includes(t.name) || isTest(file) ? null : rule;
    return ['mocks', 'contracts', 'server'].some((d) => within(t.path, d)) ? null : rule;
  },
  (file, t) => {
    // A story in src/ reaches the mock only through its facade and the shared story support (stories/support),
    // and may declare its own msw handlers; otherwise it follows the rules of the folder it sits in.
    if (!within(file, 'src') || !isStory(file)) return null;
    if (t.kind === 'local' && within(t.path, 'mocks')) {
      return stripExt(t.path) === STORY_FACADE ? null : 'story files import the mock only through mocks/stories';
    }
    if (t.kind === 'local' && within(t.path, 'stories')) {
      return within(t.path, 'stories/support') ? null : 'story files in src import only stories/support from stories/';
    }
    return null;
  },
  (file, t, ref) => {
    if (!within(file, 'src')) return null;
    if (t.kind === 'local' && !isStory(file) && /\.stories$/.test(stripExt(t.path))) {
      return 'app code never imports a story file';
    }
    if (t.kind === 'local' && (within(t.path, 'mocks') || within(t.path, 'server'))) {
      if (isStory(file) && stripExt(t.path) === STORY_FACADE) return null;
      if (file === 'src/main.tsx' && ref.dynamic && stripExt(t.path) === 'mocks/browser') return null;
      // src tests render the app against the mock backend (integration-first), never the server.
      if (isTest(file) && within(t.path, 'mocks')) return null;
      return 'src never imports mocks or server (only src/main.tsx may dynamically import @mocks/browser)';
    }
    if (
      t.kind === 'package' &&
      MOCK_ONLY_PACKAGES.has(t.name) &&
      !isTest(file) &&
      !(isStory(file) && t.name === 'msw')
    ) {
      return 'src never imports msw, @msw/data, @faker-js/faker or express';
    }
    if (t.kind === 'local' && isStory(file) && within(t.path, 'stories/support')) return null;
    if (t.kind === 'local' && !within(t.path, 'src') && !within(t.path, 'contracts')) {
      return 'src imports only src, contracts and npm packages';
    }
    if (t.kind !== 'local') return null;
    const from = featureOf(file);
    const to = featureOf(t.path);
    if (from && to && from !== to) return `a feature never imports another feature (${from} → ${to})`;
    // src/api, the data layer (query keys, queries, mutations), sits between the shared code below and the screens.
    if (within(file, 'src/api') && ['src/features', 'src/pages', 'src/app'].some((d) => within(t.path, d))) {
      return 'src/api never imports src/features, src/pages or src/app';
    }
    const below = ['src/lib', 'src/platform', 'src/components'].some((d) => within(file, d));
    if (below && !isTest(file) && within(t.path, 'src/api')) {
      return 'src/lib, src/platform and src/components never import src/api (tests may)';
    }
    const shared = ['src/features', 'src/lib', 'src/components', 'src/platform'].some((d) => within(file, d));
    if (shared && (within(t.path, 'src/app') || within(t.path, 'src/pages'))) {
      return 'src/features, src/lib, src/components and src/platform never import src/app or src/pages';
    }
    return null;
  },
  (file, t) => {
    if (!(within(file, 'stories') || within(file, '.storybook')) || t.kind !== 'local') return null;
    if (within(t.path, 'mocks') && stripExt(t.path) !== STORY_FACADE) {
      return 'stories and .storybook import the mock only through mocks/stories';
    }
    return within(t.path, 'server') ? 'stories import anything but server' : null;
  },
  (file, t) => {
    if (!within(file, 'e2e')) return null;
    const rule =
      'e2e imports only contracts, the mock data (mocks/domains/*/table, mocks/seed, mocks/core/personas, mocks/core/xss-payloads), mocks/wallet, e2e, scripts, server/spawn-kit, @playwright/test, ethers and builtins';
    if (t.kind === 'builtin') return null;
    if (t.kind === 'package') return ['@playwright/test', 'ethers'].includes(t.name) ? null : rule;
    // Tooling, not product layers: the Node-side demo wallet (mocks/wallet), fixture generators in scripts/,
    // and the Playwright config's constants. The app (src) and the mock's internals stay out of reach.
    if (stripExt(t.path) === 'playwright.config') return null;
    // The mock's CLI started as a child process (a QA host, a proxy's backend): no server code runs in the test.
    if (stripExt(t.path) === 'server/spawn-kit') return null;
    // The mock's data (seeded ids, personas, hostile payloads) to arrange and assert on; never its handlers.
    const data = ['mocks/seed', 'mocks/core/personas', 'mocks/core/xss-payloads'].includes(stripExt(t.path));
    if (data || /^mocks\/domains\/[^/]+\/table$/.test(stripExt(t.path))) return null;
    return ['contracts', 'mocks/db', 'mocks/wallet', 'e2e', 'scripts'].some((d) => within(t.path, d)) ? null : rule;
  },
];

function* walk(root: string, dir: string): Generator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory() && !SKIP_DIRS.has(e.name)) yield* walk(root, rel);
    else if (e.isFile() && SOURCE.test(e.name) && !e.name.endsWith('.d.ts')) yield rel;
  }
}

export function checkLayers(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const top of ROOTS) {
    for (const file of walk(root, top)) {
      for (const ref of extractImports(readFileSync(path.join(root, file), 'utf8'))) {
        const target = resolveTarget(file, ref.specifier);
        for (const check of checks) {
          const rule = check(file, target, ref);
          if (rule) {
            violations.push({ file, line: ref.line, specifier: ref.specifier, rule });
            break;
          }
        }
      }
    }
  }
  return violations;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(process.argv[2] ?? '.');
  const violations = checkLayers(root);
  for (const v of violations) console.error(`${v.file}:${v.line} imports '${v.specifier}' — ${v.rule}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} layer violation(s); see docs/architecture.md "Who may import whom".`);
    process.exit(1);
  }
  console.log('Layer rules: ok');
}
