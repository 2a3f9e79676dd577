import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Playwright on a phone profile in Debian's Chromium (E2E_CHROMIUM below; Playwright cannot download browsers here).
 * Three projects over two ways of mocking:
 *  - prod-mock:  the production build (no mock code in the bundle) served by the Express mock on :8788;
 *  - msw:        the app built with the mock in the page (`vite build --mode mock-ui`, MSW's service worker,
 *                as `npm run build:mock-ui`) served by `vite preview` on :5175; tests tagged @msw;
 *  - dev-server: `npm start`'s Vite dev server in mock mode on :5174; tests tagged @dev (a smoke test: the
 *                dev server transforms hundreds of modules per navigation, 30-80 s a journey on 2 cores).
 * scripts/ci/test-all.sh builds dist/ and dist-msw/ once and sets PW_PREBUILT=1; alone, `npx playwright test`
 * builds both first.
 */
// Env overrides (PW_PROD_PORT, PW_DEV_PORT, PW_MSW_PORT, PW_DIST_DIR, PW_MSW_DIST_DIR, PW_OUTPUT_DIR) let two
// runs share a machine.
export const PROD_MOCK_PORT = Number(process.env.PW_PROD_PORT || 8788);
export const DEV_MSW_PORT = Number(process.env.PW_DEV_PORT || 5174);
export const MSW_PORT = Number(process.env.PW_MSW_PORT || 5175);
const CI = Boolean(process.env.CI);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's full Chromium: the journeys that need its camera pipeline (e2e/scanner.spec.ts) launch it. */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * The browser of every other journey: Debian's chromium-headless-shell, the same version's Blink and V8 without the
 * full browser around them (as Playwright's own headless Chromium). Measured on 2 cores, 33 journeys (route sweep,
 * shopping, first paint): 159 s and 295 core-seconds in the full Chromium, 109 s and 188 in the shell. Its
 * getUserMedia never settles with a fake camera (the scanner stayed "starting"), hence FULL_CHROMIUM there.
 * scripts/ci/test-all.sh installs it and exports CHROMIUM_HEADLESS_PATH; without it, the full Chromium runs all.
 */
export const E2E_CHROMIUM =
  process.env.CHROMIUM_HEADLESS_PATH ||
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : FULL_CHROMIUM);

const launchOptions = { executablePath: E2E_CHROMIUM, args: CHROMIUM_ARGS };
// Pixel 7's descriptor already targets Chromium; only the binary and flags change.
const phone = { ...devices['Pixel 7'], launchOptions };

const dist = process.env.PW_DIST_DIR || 'dist';
const build = process.env.PW_PREBUILT ? '' : `npx vite build --outDir ${dist} --emptyOutDir && `;
// Journeys wait for the chain only when they ask (?__blockTime=), like the Express mock's --block-time 0.
const mswDist = process.env.PW_MSW_DIST_DIR || 'dist-msw';
// The in-page mock build of the msw project (scripts/ci/test-all.sh runs the same command).
const MSW_BUILD = 'VITE_MOCK_BLOCK_TIME=0 npx vite build --mode mock-ui --emptyOutDir';
const buildMsw = process.env.PW_PREBUILT ? '' : `${MSW_BUILD} --outDir ${mswDist} && `;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Every prod-mock test has a shop of its own on the Express mock (e2e/support/shop.ts) and every msw or dev-server
  // test its own in-page mock, so tests run in parallel. PW_WORKERS overrides the count.
  workers: Number(process.env.PW_WORKERS || 2),
  fullyParallel: true,
  // A committed .only would silently shrink the suite, locally as in CI.
  forbidOnly: true,
  retries: 0,
  // Two workers share the machine's two cores with their browsers and the servers: a journey takes longer.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: process.env.PW_OUTPUT_DIR || 'test-results',
  use: {
    // A failed test keeps its trace (actions, network, console, errors) and a screenshot of the moment it failed.
    // The trace leaves out the DOM snapshot of every action and the screencast: recorded for every test and thrown
    // away when it passes, they cost more than the tests themselves (the route sweep: 66 s with them, 39 s
    // without, 35 s with no trace at all; Chromium and the runner did about 60 % more work). When a failure needs
    // them, run the test again with `--trace on`.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: true },
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  },
  projects: [
    // Tests tagged @msw-only exercise what exists only with the mock in the page (the fake captcha).
    {
      name: 'prod-mock',
      grepInvert: /@msw-only/,
      use: { ...phone, baseURL: `http://127.0.0.1:${PROD_MOCK_PORT}` },
    },
    // Only tests tagged @msw: the mock lives in the page (control calls need a loaded page; the shop is kept in
    // the test's localStorage across reloads).
    {
      name: 'msw',
      grep: /@msw/,
      // The in-page mock answers with realistic latency through the service worker: with four busy processes on
      // 2 cores, a profile took over 7 s to show its data.
      expect: { timeout: 15_000 },
      use: { ...phone, baseURL: `http://127.0.0.1:${MSW_PORT}` },
    },
    {
      name: 'dev-server',
      grep: /@dev/,
      // The dev server transforms modules on first request: the first load took ~30 s on 2 busy cores.
      timeout: 180_000,
      expect: { timeout: 20_000 },
      use: { ...phone, baseURL: `http://127.0.0.1:${DEV_MSW_PORT}` },
    },
  ],
  webServer: [
    {
      // --open-shops: one user (this run) whose workers name their shops by id, without owner keys.
      command: `${build}npx tsx server/main.ts --static ${dist} --port ${PROD_MOCK_PORT} --block-time 0 --open-shops`,
      url: `http://127.0.0.1:${PROD_MOCK_PORT}/__mock/health`,
      // Never a server someone started by hand: a busy port fails the run instead (move it with PW_*_PORT).
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `${buildMsw}npx vite preview --outDir ${mswDist} --port ${MSW_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${MSW_PORT}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `VITE_MOCK_BLOCK_TIME=0 npx vite --mode mock --port ${DEV_MSW_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${DEV_MSW_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
