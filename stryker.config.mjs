// @ts-check
/**
 * Mutation testing of the mock's business rules: `npm run test:mutation` (a script people run, not a step of
 * `npm test`). Stryker changes one expression at a time in the mock's domains (mocks/domains) and runs the tests that
 * cover it (vitest.mutation.config.ts); a mutant no test notices "survived". Reports land in reports/.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: [
    'mocks/domains/**/*.ts',
    // Rules that moved out of the flat domains/db folders into core or the orchestrator (issue 32).
    'mocks/core/{store,paging,rest-time}.ts',
    'mocks/seed.ts',
    '!**/*.test.ts',
    '!**/testing/**',
    // Fixtures, not rules: what the seeded shop contains (catalog rows, names, texts, picture URLs, hostile
    // HTML for the sanitiser). Tests pin the records they rely on; a changed goods name is not a broken rule.
    // (Personas, image URLs, the seed context and the XSS payloads sit in mocks/core, outside the list.)
    '!mocks/domains/*/seed*.ts',
  ],
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants, run once at import) need a fresh module graph and every test each:
  // about 60 s apiece here, 71 % of the run time for 16 % of the mutants. Stryker reports them as ignored,
  // outside the score.
  ignoreStatic: true,
  // Two test processes on this 2-core machine (about 1.5 s for a mutant a test kills early; a survivor reruns
  // every test that covers it). Load matters: a mutant whose tests overrun the time limit is reported as a
  // timeout and counted as detected, so run it on a quiet machine (or with --concurrency 1 beside other work).
  concurrency: 2,
  reporters: ['html', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  incrementalFile: 'reports/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  // Stryker rewrites the sandbox's tsconfig through TypeScript's JS API, which TypeScript 7 no longer has (the
  // run dies with "ts.parseConfigFileTextToJson is not a function"). The rewrite only fixes `extends` and
  // `references` pointing outside the project, which ours has none of, and Vitest resolves the aliases itself:
  // naming a file that does not exist skips it.
  tsconfigFile: 'tsconfig.stryker-none.json',
  cleanTempDir: 'always',
  timeoutMS: 20_000,
  // The first run executes every related test once with coverage; on a loaded 2-core machine that exceeded
  // the default 5 minutes.
  dryRunTimeoutMinutes: 20,
  thresholds: { high: 85, low: 75, break: null },
};
export default config;
