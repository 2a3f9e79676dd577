import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook 10 on the app's own Vite config (aliases, __MOCK__ define, React plugin come from vite.config.ts). */
const config: StorybookConfig = {
  // The introduction first: the static build opens on it. Stories sit beside what they show in src/; stories/
  // keeps the journeys and the toolbars' demo (and the support they share, docs/storybook.md).
  stories: ['../stories/Introduction.mdx', '../stories/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mock-public/ holds mockServiceWorker.js, which the MSW worker of every story registers (kept out of
  // public/ so production builds do not ship it).
  staticDirs: ['../mock-public'],
  core: { disableTelemetry: true },
};

export default config;
