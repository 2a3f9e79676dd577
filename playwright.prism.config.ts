import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM } from './playwright.config';

/**
 * `npm run e2e:prism`: the production build against Stoplight Prism, an independent mock driven only by
 * the generated OpenAPI document (dynamic mode: every answer is generated from the response schema).
 * scripts/ci/e2e-prism.sh writes the document and builds dist-prism/ (API base = Prism) first.
 */
export const PRISM_PORT = Number(process.env.PRISM_PORT || 4011);
export const PRISM_APP_PORT = Number(process.env.PRISM_APP_PORT || 4012);
// A fixed seed makes every generated answer the same from run to run; PRISM_SEED=... tries other data.
const SEED = process.env.PRISM_SEED || 'mall';

export default defineConfig({
  testDir: 'e2e/prism',
  testMatch: '**/*.prism-spec.ts',
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // Generous: the run shares 2 cores with everything else; each route waits for a condition, never a sleep.
  timeout: 150_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.PW_OUTPUT_DIR || 'test-results/prism',
  use: {
    ...devices['Pixel 7'],
    launchOptions: { executablePath: E2E_CHROMIUM, args: CHROMIUM_ARGS },
    baseURL: `http://127.0.0.1:${PRISM_APP_PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: `npx prism mock -d dist-openapi/openapi.json --seed ${SEED} -p ${PRISM_PORT} -h 127.0.0.1 -v warn`,
      url: `http://127.0.0.1:${PRISM_PORT}/api/v/sys/banner/list`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite preview --outDir ${process.env.PRISM_DIST_DIR || 'dist-prism'} --port ${PRISM_APP_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${PRISM_APP_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
