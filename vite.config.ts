import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { cspMeta } from './scripts/vite/csp.ts';
import { mockWorker } from './scripts/vite/mock-worker.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** One alias table for Vite, Vitest and Storybook; tsconfig `paths` mirror it for tsc, tsx and Playwright. */
export const alias = {
  '@/': here('./src/'),
  '@contracts/': here('./contracts/'),
  '@mocks/': here('./mocks/'),
  '@server/': here('./server/'),
};

function cspEnv(mode: string) {
  const env = loadEnv(mode, here('.'), 'VITE_');
  return { apiBase: env.VITE_API_BASE, captchaScript: env.VITE_CAPTCHA_SCRIPT };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // The MSW worker script only in the mock modes (it lives in mock-public/, outside the copied public/).
    ...(mode === 'mock' || mode === 'mock-ui' ? [mockWorker(here('./mock-public'))] : []),
    // A Content-Security-Policy meta tag in every build, hashing the final index.html's inline code.
    cspMeta(cspEnv(mode)),
    // Last: compresses the files as written, index.html with its policy included.
    precompress(),
  ],
  resolve: { alias },
  define: {
    // `mock` (npm start) bundles the MSW worker bootstrap; every other mode tree-shakes it away.
    __MOCK__: JSON.stringify(mode === 'mock' || mode === 'mock-ui'),
  },
  server: { host: true, port: 5173 },
  preview: { port: 4173 },
  // The QR decode worker is a module worker, so each decoder (jsQR, ZXing + its .wasm) stays its own lazy chunk.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Rolldown by default merges modules shared by lazy routes into the entry chunk ("it is loaded
      // anyway"). That put zod, the contracts, Toast/Dialog and react-spring on the first paint's
      // critical path (+65 KiB gzip); shared code stays in its own lazily loaded chunks instead.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        // Entries-aware groups below produced chunks that imported each other, and the app died at boot
        // ("x is not a function"); strict order keeps module evaluation order across chunks (+~5 KiB gzip
        // on the entry). scripts/chunk-cycles.ts (in npm run budget) fails the build on any such cycle.
        strictExecutionOrder: true,
        codeSplitting: {
          groups: [
            // What the entry imports statically (react, router, query, i18n, the shell) in one file instead
            // of ~20 modulepreloads: fewer requests on the critical path and one gzip dictionary.
            {
              name: 'vendor',
              test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+|i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            // Lazily loaded library code: antd-mobile with its animation, gesture and util packages in one
            // chunk, zod with the contracts in another; every route needs both, and ~50 sub-kilobyte chunks
            // cost a request each on the critical path.
            {
              name: 'ui',
              test: /node_modules[\\/](?!(?:react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+|i18next|react-i18next|zod|ethers|@adraffy|@noble|jsqr|qrcode|dompurify|barcode-detector|zxing-wasm|@vant)[\\/])/,
              entriesAware: true,
              entriesAwareMergeThreshold: 30 * 1024,
              priority: 1,
            },
            {
              name: 'data',
              test: /node_modules[\\/]zod[\\/]|[\\/]contracts[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
