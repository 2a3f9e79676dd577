import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './playwright.config.ts';
import { ByProjectAndEnvironment } from './scripts/ci/vitest-sequencer.ts';
import viteConfig from './vite.config.ts';

// The story tests' browser: Debian's full Chromium (playwright.config.ts; Playwright cannot download browsers here) with
// the journeys' flags. Not the journeys' headless shell: the 397 stories, alone on 2 cores (2026-11-29), took 196 s and
// 185 core-seconds in the full Chromium, 185 s / 165 and 195 s / 181 in the shell; no gain beyond the runs' spread.
const chromium = { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS };

// Mock tests that need a module graph of their own: implement() registers endpoints of its own in the registry
// the conformance test counts; the browser shop runs in jsdom with fake timers.
const ISOLATED_MOCK_TESTS = ['mocks/core/implement.test.ts', 'mocks/browser-shop.test.ts'];
// App tests that need a module graph of their own.
const ISOLATED_APP_TESTS = [
  // Each vi.mock()s a module other files import (named beside it): the module under test keeps what it was first
  // evaluated with, so in a shared graph the next file would get the mock, or this file the real module.
  'src/app/antd/antd-motion.test.ts', // antd-mobile
  'src/api/tracked-tx-actions.test.ts', // @/lib/api-client
  'src/lib/feedback-confirm.test.ts', // ./feedback-ui
  // antd-mobile arriving late: antd-setup's first evaluation registers the page provider and its language listener,
  // once per module graph.
  'src/app/antd/antd-scope-late.test.tsx',
  // What importing the contract modules builds (nothing) and reading one endpoint builds: they must not have been
  // imported, nor any of their schemas built, by an earlier file.
  'contracts/core/lazy-schema.test.ts',
];

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // One test process per core. Vitest's default is one less than the cores, which on the 2-core machines that
      // run CI left the unit step on a single worker while the other core did little. Under `taskset -c 0` this
      // is 1, as it should be.
      maxWorkers: availableParallelism(),
      // Each project's files of one environment run one after another, so a worker keeps its module graph.
      sequence: { sequencer: ByProjectAndEnvironment },
      projects: [
        {
          // The app's, contracts' and scripts' tests share one module graph per worker, and the jsdom ones one page:
          // React, antd-mobile, i18n, the contracts and the mock are imported and jsdom is set up once per worker,
          // not once per file (with one graph and page per file the project took 141 s on 2 cores, 59 s without).
          // Files stay independent through vitest.setup.ts (each test's render unmounted; after each file a fresh
          // page, real timers, no stubs, the default language; a file that leaves a global replaced fails) and
          // through tests that set the module state they need in their beforeEach; `--sequence.shuffle` runs them
          // in other orders and groupings. docs/testing.md#test-files-that-share-a-worker.
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['{src,contracts,scripts}/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, ...ISOLATED_APP_TESTS],
            setupFiles: ['./vitest.setup.ts'],
            isolate: false,
            testTimeout: 20_000,
          },
        },
        {
          // The files that need a module graph of their own (the lists above), each in a fresh worker.
          extends: true,
          test: {
            name: 'unit-isolated',
            environment: 'node',
            include: [...ISOLATED_APP_TESTS, ...ISOLATED_MOCK_TESTS],
            setupFiles: ['./vitest.setup.ts'],
            testTimeout: 20_000,
          },
        },
        {
          // The mock's and the Express host's node tests share one module graph per worker (msw, faker, ethers and
          // every domain imported once, not once per file: about a third of the unit step). Each test starts from
          // a reseeded shop (setupMockServer), which is what keeps them independent; Stryker runs them the same way
          // (vitest.mutation.config.ts).
          extends: true,
          test: {
            name: 'unit-mock',
            environment: 'node',
            include: ['{mocks,server}/**/*.test.ts'],
            exclude: [...configDefaults.exclude, ...ISOLATED_MOCK_TESTS],
            setupFiles: ['./vitest.setup.ts'],
            isolate: false,
            testTimeout: 20_000,
          },
        },
        {
          // Every story (.storybook/main.ts: src/**/*.stories.tsx, stories/) runs as a test (render + play) in headless
          // Chromium, on the project's MSW handlers.
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            testTimeout: 30_000,
            // One page per worker for all story files: the preview (providers, handlers, seed, i18n, antd) is
            // set up once, not once per file (per-file setup took 375 of the step's 810 s). Stories stay
            // independent through the preview's beforeEach (fresh shop, clock, chain, language, no pending tx,
            // no request in flight) and a fresh QueryClient per story.
            isolate: false,
            // One page. Two would each have a browser context of their own (Vitest 4's Playwright provider), but
            // measured on 2 cores (2026-11-29) they ran the step alone in 144 s instead of 190 s for 224 core-seconds
            // instead of 175: beside the unit step, which uses the other core, no gain.
            maxWorkers: 1,
            browser: {
              enabled: true,
              headless: true,
              // Reduced motion: antd-mobile then skips its fades (src/app/antd/antd-motion.ts), so the a11y check
              // after a play function measures a dialog's colours, not a frame of its fade-in.
              provider: playwright({ launchOptions: chromium, contextOptions: { reducedMotion: 'reduce' } }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
