// @ts-check
/**
 * Who may import whom: the repository's layer rules, enforced by dependency-cruiser in `npm run lint`
 * (`npm run lint:deps`). docs/architecture.md's rule table is generated from this file (`npm run docs:layers`).
 *
 * Each forbidden rule's `comment` is the rule in words, then why; the docs print it as written.
 * Paths are repository-relative POSIX paths; a package's path is where it resolves (`node_modules/<name>/…`)
 * or its bare name when it does not resolve, so the package patterns accept both.
 *
 * Parser: swc (scripts/guards/dependency-rules/swc-tsx.cjs explains the one patch it needs). TypeScript 7 has no JS
 * compiler API, so dependency-cruiser's `tsc` parser and its TypeScript transpile step (the default for .ts)
 * are unavailable; swc reads type-only imports too, so a type import counts like any other.
 */

/** Tests and their helpers may reach further down: they wire the mock harness. */
const TEST = String.raw`\.(test|spec)\.tsx?$|/testing/`;
/** A story, wherever it lives (stories/ or beside its component in src/). */
const STORY = String.raw`\.stories\.tsx?$`;
/** Our own code (a path inside the repository), as opposed to a package or a node builtin. */
const LOCAL = String.raw`^(contracts|mocks|server|src|stories|e2e|scripts|\.storybook)/|^[^/]+\.[cm]?[jt]sx?$`;

/** @param {string} s */
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Matches the named packages, resolved (`node_modules/[@types/]name/…`) or not (`name`, `name/sub`). */
const pkg = (/** @type {string[]} */ ...names) =>
  `(^|(^|/)node_modules/)(@types/)?(${names.map(escapeRe).join('|')})(/|$)`;

/** Packages that only belong to the mock harness; never in the shipped app. */
const MOCK_ONLY = ['msw', '@msw/data', '@faker-js/faker', 'express'];
/** What the mock's records are made with (msw itself stays in mocks/core). */
const MOCK_DATA_PACKAGES = ['zod', '@msw/data', '@faker-js/faker', 'ethers', '@vant/area-data'];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    // ---- contracts ------------------------------------------------------------------------------------------
    {
      name: 'contracts-only-contracts',
      comment:
        'contracts/ import no other folder of the repository: they are the one source the app, the mock and ' +
        'the OpenAPI document are all derived from, so they may not depend on any of them.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: LOCAL, pathNot: '^contracts/' },
    },
    {
      name: 'contracts-only-zod',
      comment:
        'contracts/ (tests aside) use no package but zod and no node builtin: they are bundled into the app ' +
        'and loaded by the mock and the server, so they must run everywhere and stay small.',
      severity: 'error',
      from: { path: '^contracts/', pathNot: TEST },
      to: { pathNot: [LOCAL, pkg('zod')] },
    },

    // ---- the mock ---------------------------------------------------------------------------------------------
    {
      name: 'mocks-not-app-or-server',
      comment:
        'mocks/ never import src/ or server/: the mock must run without the app (msw/node in tests, the ' +
        'Express host for QA) and the server is only one of its hosts.',
      severity: 'error',
      from: { path: '^mocks/' },
      to: { path: '^(src|server)/' },
    },
    {
      name: 'mocks-only-mocks-and-contracts',
      comment: 'mocks/ import only mocks/ and contracts/ of our own code (packages are ruled per layer below).',
      severity: 'error',
      from: { path: '^mocks/' },
      to: { path: LOCAL, pathNot: '^(mocks|contracts|src|server)/' },
    },
    {
      name: 'mocks-core-bottom',
      comment:
        'mocks/core (implement(), shops, tables’ store, clock, scenarios, personas; tests aside) imports only ' +
        'contracts, zod, msw, @msw/data, @faker-js/faker, ethers, mocks/core and node builtins: it is the floor ' +
        'every domain stands on, so it knows no domain.',
      severity: 'error',
      from: { path: '^mocks/core/', pathNot: TEST },
      to: {
        pathNot: ['^(contracts|mocks/core)/', pkg('zod', 'msw', '@msw/data', '@faker-js/faker', 'ethers')],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'mocks-domains-no-transport',
      comment:
        'mocks/domains (tables, seeds, business rules and handlers; tests aside) imports only contracts, zod, ' +
        '@msw/data, @faker-js/faker, ethers, @vant/area-data and mocks/core, mocks/domains: never msw ' +
        'itself (an endpoint is answered only through implement() in mocks/core) and no node builtins, so every ' +
        'domain runs in the browser worker too.',
      severity: 'error',
      from: { path: '^mocks/domains/', pathNot: TEST },
      to: { pathNot: ['^(contracts|mocks/core|mocks/domains)/', pkg(...MOCK_DATA_PACKAGES)] },
    },
    {
      name: 'mock-domain-through-table',
      comment:
        'A domain folder of the mock (`mocks/domains/<a>/`) reaches another domain only through what that domain ' +
        'shows: its data (table.ts) and its rules (rules.ts, rules/). Its handlers, seed and helpers stay ' +
        'private, so a change inside one domain cannot break another through a side door. The seed orchestrator ' +
        'and the entries in mocks/ are not inside a domain folder and may import any domain; tests are ' +
        'integration tests of the whole mock and may too. Helpers shared by several domains live in mocks/core.',
      severity: 'error',
      from: { path: '^mocks/domains/([^/]+)/', pathNot: TEST },
      to: {
        path: '^mocks/domains/[^/]+/',
        pathNot: ['^mocks/domains/$1/', String.raw`^mocks/domains/[^/]+/(table\.ts|rules\.ts|rules/)`],
      },
    },

    // ---- the Express host -------------------------------------------------------------------------------------
    {
      name: 'server-only-mock-and-contracts',
      comment:
        'server/ imports only mocks/, contracts/ and itself of our own code: it hosts the mock for QA and ' +
        'never ships or reaches into the app.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: LOCAL, pathNot: '^(mocks|contracts|server)/' },
    },
    {
      name: 'server-packages',
      comment:
        'server/ (tests aside) uses only express, msw (the Express adapter calls msw’s public getResponse()), ' +
        'ethers (it signs requests like a wallet would) and node builtins.',
      severity: 'error',
      from: { path: '^server/', pathNot: TEST },
      to: { pathNot: [LOCAL, pkg('express', 'msw', 'ethers')], dependencyTypesNot: ['core'] },
    },

    // ---- the app ------------------------------------------------------------------------------------------------
    {
      name: 'app-not-server',
      comment: 'src/ never imports server/, not even in tests: tests run the app against the mock, not the host.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'app-not-mock',
      comment:
        'src/ never imports mocks/: the production bundle must not contain mock code (the budget check proves ' +
        'it). Tests render the app against the mock backend and may; stories reach it through mocks/stories.ts ' +
        '(stories-mock-through-facade); src/main.tsx loads mocks/browser dynamically (app-loads-mock-dynamically).',
      severity: 'error',
      from: { path: '^src/', pathNot: [TEST, STORY, String.raw`^src/main\.tsx$`] },
      to: { path: '^mocks/' },
    },
    {
      name: 'app-loads-mock-dynamically',
      comment:
        'src/main.tsx may load only mocks/browser, and only by a dynamic import behind the build-time mock ' +
        'flag, so a production build drops it.',
      severity: 'error',
      from: { path: String.raw`^src/main\.tsx$` },
      to: { path: '^mocks/', pathNot: String.raw`^mocks/browser\.ts$` },
    },
    {
      name: 'app-loads-mock-dynamically-only',
      comment:
        'src/main.tsx may not import mocks/browser statically: a static import would put the mock in every build.',
      severity: 'error',
      from: { path: String.raw`^src/main\.tsx$` },
      to: { path: String.raw`^mocks/browser\.ts$`, dynamic: false },
    },
    {
      name: 'app-no-mock-packages',
      comment: `src/ (tests and stories aside) never imports the mock-only packages (${MOCK_ONLY.join(', ')}).`,
      severity: 'error',
      from: { path: '^src/', pathNot: [TEST, STORY] },
      to: { path: pkg(...MOCK_ONLY) },
    },
    {
      name: 'app-only-app-and-contracts',
      comment: 'src/ imports only src/ and contracts/ of our own code (and npm packages); stories aside.',
      severity: 'error',
      from: { path: '^src/', pathNot: STORY },
      to: { path: LOCAL, pathNot: '^(src|contracts|mocks|server)/' },
    },
    {
      name: 'app-stories-only-story-support',
      comment:
        'A story beside its component (`src/**/*.stories.tsx`) may also use the shared story support in ' +
        'stories/ (page frame, scenarios, fake wallet) and the preview its meta comes from ' +
        '(`.storybook/preview.tsx`, CSF Next), and nothing else outside src/ and contracts/ but the mock facade ' +
        '(stories-mock-through-facade).',
      severity: 'error',
      from: { path: `^src/.*(${STORY})` },
      to: { path: LOCAL, pathNot: ['^(src|contracts|mocks|server|stories)/', '^\\.storybook/preview\\.tsx$'] },
    },
    {
      name: 'app-not-test-code',
      comment:
        'The app’s own code (src/, tests and stories aside) never imports a test, a test helper (`testing/`) ' +
        'or a story: they would ship to shoppers, and their fakes would stand in for the real thing.',
      severity: 'error',
      from: { path: '^src/', pathNot: [TEST, STORY] },
      to: { path: [TEST, STORY] },
    },
    {
      name: 'feature-not-feature',
      comment:
        'A feature (`src/features/<a>/`) never imports another feature: data both need lives in src/api, ' +
        'shared UI in src/components; a feature that imports another makes both impossible to change alone.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-not-app-or-pages',
      comment:
        'src/api, src/features, src/lib, src/components and src/platform never import src/app or src/pages: ' +
        'code flows one way, from the router and pages down to features and shared code.',
      severity: 'error',
      from: { path: '^src/(api|features|lib|components|platform)/' },
      to: { path: '^src/(app|pages)/' },
    },
    {
      name: 'shared-not-api',
      comment:
        'src/lib, src/platform and src/components (tests aside) never import src/api: the data layer stands on ' +
        'them, so they stay free of queries and keys (a component gets its data from the feature that shows it).',
      severity: 'error',
      from: { path: '^src/(lib|platform|components)/', pathNot: TEST },
      to: { path: '^src/api/' },
    },
    {
      name: 'api-client-only-in-api',
      comment:
        'Only src/api calls the backend through src/lib/api-client (tests and stories aside): what each screen ' +
        'and the chain tracker read, submit and refresh is declared there once, beside the endpoints; a call ' +
        'anywhere else would be a second money path (issue 38: the pay path had left the data layer).',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/api/', '^src/lib/api-client\\.ts$', TEST, STORY] },
      to: { path: '^src/lib/api-client\\.ts$' },
    },
    {
      name: 'pending-tx-knows-no-endpoint',
      comment:
        'The chain tracker (src/platform/pending-tx, tests aside) imports no contract module: it knows the chain ' +
        '(send, receipt, nonce, time limits), never an endpoint or an order status; what each action submits ' +
        'and how "already done" is seen are declared in src/api (tracked-tx.ts) and injected.',
      severity: 'error',
      from: { path: '^src/platform/pending-tx/', pathNot: TEST },
      to: { path: '^contracts/' },
    },
    {
      name: 'api-below-features',
      comment:
        'src/api (query keys, queryOptions, mutations per contract domain) imports only src/api, src/lib, ' +
        'src/platform, contracts and packages (tests aside): every feature uses it, so it may use none of them.',
      severity: 'error',
      from: { path: '^src/api/', pathNot: TEST },
      to: { path: LOCAL, pathNot: '^(src/api|src/lib|src/platform|contracts)/' },
    },

    // ---- stories, e2e -------------------------------------------------------------------------------------------
    {
      name: 'stories-not-server',
      comment: 'Stories and the Storybook set-up never import server/: Storybook runs the mock in the browser.',
      severity: 'error',
      from: { path: [String.raw`^(stories|\.storybook)/`, STORY] },
      to: { path: '^server/' },
    },
    {
      name: 'stories-mock-through-facade',
      comment:
        'Stories and the Storybook set-up reach the mock only through mocks/stories.ts: one facade the ' +
        'mock can keep stable while its domains move.',
      severity: 'error',
      from: { path: [String.raw`^(stories|\.storybook)/`, STORY] },
      to: { path: '^mocks/', pathNot: String.raw`^mocks/stories\.ts$` },
    },
    {
      name: 'e2e-outside-in',
      comment:
        'e2e/ imports only contracts, the mock’s data to arrange and assert on (the domain tables, ' +
        'mocks/seed, mocks/core/personas, mocks/core/xss-payloads; never its handlers), mocks/wallet (the ' +
        'Node demo wallet), e2e/, scripts/ (fixture generators), server/testing/spawn-mock (the mock’s CLI started as ' +
        'a child process), the Playwright config, @playwright/test, ethers and node builtins: journeys drive ' +
        'the built app from outside, so the app and the mock’s internals stay out of reach. One file of the ' +
        'app is theirs too: src/lib/page-state.ts, the app’s contract for a settled page and an error state, ' +
        'which imports nothing (rule page-state-imports-nothing).',
      severity: 'error',
      from: { path: '^e2e/' },
      to: {
        pathNot: [
          '^(contracts|mocks/wallet|e2e|scripts)/',
          String.raw`^mocks/domains/[^/]+/table\.ts$`,
          String.raw`^mocks/(seed|core/personas|core/xss-payloads)\.ts$`,
          String.raw`^server/testing/spawn-mock\.ts$`,
          String.raw`^src/lib/page-state\.ts$`,
          String.raw`^playwright\.config\.ts$`,
          pkg('@playwright/test', 'ethers'),
        ],
        dependencyTypesNot: ['core'],
      },
    },

    {
      name: 'page-state-imports-nothing',
      comment:
        'src/lib/page-state.ts (the markers of a loading and an error state) is read by the app, the e2e ' +
        'journeys and the WebKit run alike: it imports nothing, so those importers get no app code with it.',
      severity: 'error',
      from: { path: String.raw`^src/lib/page-state\.ts$` },
      to: {},
    },

    // ---- everywhere ---------------------------------------------------------------------------------------------
    {
      name: 'no-unresolvable',
      comment:
        'Every import resolves to a file or a package: an import the checker cannot resolve would escape every ' +
        'rule above. Vite asset queries (`?url`, `?raw`, `?worker`) are Vite’s to resolve.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: String.raw`\?(url|raw|worker|inline)$` },
    },
    {
      name: 'no-circular',
      comment:
        'No import circle in src/, mocks/, contracts/ or server/ (type-only imports count): a circle makes ' +
        'module order matter, splits badly into chunks, and means two files are one concern.',
      severity: 'error',
      from: { path: '^(src|mocks|contracts|server)/' },
      to: { circular: true },
    },
  ],
  options: {
    parser: 'swc',
    // The path aliases (@/, @contracts/, @mocks/, @server/, @stories/) come from tsconfig.json's `paths`, read by
    // tsconfig-paths (no TypeScript API needed).
    tsConfig: { fileName: 'tsconfig.json' },
    // Packages are reported (the rules name them) but not cruised; build output is not ours to check.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist[^/]*|storybook-static|test-results[^/]*)/' },
    // Resolve packages through their `exports` like Vite and Node do, so exports-only packages
    // (storybook/test, @msw/data) resolve to node_modules/<name>/ instead of staying bare names.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
    moduleSystems: ['es6', 'cjs'],
  },
};
