import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Debian's Chromium (Playwright cannot download browsers here); scripts/test-all.sh exports CHROMIUM_PATH.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

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
        {
          // Every story in stories/ runs as a test (render + play) in headless Chromium, on the project's MSW handlers.
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            testTimeout: 30_000,
            browser: {
              enabled: true,
              headless: true,
              // Reduced motion: antd-mobile then skips its fades (src/app/antd-motion.ts), so the a11y check
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
