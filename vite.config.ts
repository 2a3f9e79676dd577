import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
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
  ],
  resolve: { alias },
  define: {
    // `mock` (npm start) bundles the MSW worker bootstrap; every other mode tree-shakes it away.
    __MOCK__: JSON.stringify(mode === 'mock' || mode === 'mock-ui'),
  },
  server: { host: true, port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Rolldown by default merges modules shared by lazy routes into the entry chunk ("it is loaded
      // anyway"). That put zod, the contracts, Toast/Dialog and react-spring on the first paint's
      // critical path (+65 KiB gzip); shared code stays in its own lazily loaded chunks instead.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
    },
  },
}));
