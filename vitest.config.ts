import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['{src,mocks,server,contracts,scripts}/**/*.test.{ts,tsx}'],
            setupFiles: ['./vitest.setup.ts'],
            testTimeout: 20_000,
          },
        },
      ],
    },
  }),
);
