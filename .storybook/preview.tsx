import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { configureClock } from '../mocks/core/clock';
import { setDelayMode } from '../mocks/core/delay';
import { configureChain } from '../mocks/db/chain-settings';
import { resetDb } from '../mocks/db/seed';
import { handlers } from '../mocks/handlers';
import { initI18n } from '../src/lib/i18n';

const i18n = initI18n('zh');

/**
 * Every story gets a fresh QueryClient (no cache leaking between stories), a router at
 * `parameters.route` (default '/'), and the zh texts. Retries are off so error states show at once.
 */
const withAppProviders: Decorator = (Story, { parameters }) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const route = (parameters.route as string | undefined) ?? '/';
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          <Story />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
};

const preview: Preview = {
  // The project's own handlers are the worker's initial handlers: they survive msw's reset between
  // stories, while per-story overrides (beforeEach({ msw }) { msw.use(...) }) do not.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: '/mockServiceWorker.js' },
      });
      return worker;
    }),
  ],
  // Each story starts from the same seeded shop, with a stopped clock and no artificial latency.
  async beforeEach() {
    configureClock({ running: false });
    setDelayMode('none');
    // Sent txs are mined at once: on a stopped clock a block time would never pass (a story that wants a
    // pending tx sets one through the chain settings or mines on demand).
    configureChain({ blockTimeMs: 0 });
    await resetDb();
  },
  decorators: [withAppProviders],
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
  },
};

export default preview;
