import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** One alias table for Vite, Vitest and Storybook; tsconfig `paths` mirror it for tsc, tsx and Playwright. */
export const alias = {
  '@/': here('./src/'),
  '@contracts/': here('./contracts/'),
  '@mocks/': here('./mocks/'),
  '@server/': here('./server/'),
};

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: { alias },
  define: {
    // `mock` (npm start) bundles the MSW worker bootstrap; every other mode tree-shakes it away.
    __MOCK__: JSON.stringify(mode === 'mock' || mode === 'mock-ui'),
  },
  server: { host: true, port: 5173 },
  preview: { port: 4173 },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
}));
