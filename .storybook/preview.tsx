import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { type Decorator, definePreview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { Dialog, Toast } from 'antd-mobile';
import type { RunOptions } from 'axe-core';
import addonMsw from 'msw-storybook-addon';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import { configureChain, configureClock, resetDb, setDelayMode } from '../mocks/stories';
import { AntdLocale } from '../src/app/antd/antd-locale';
import { installAntdRender } from '../src/app/antd/antd-render';
// The app's theme (its :root colour overrides pass WCAG AA where antd-mobile's greys do not), as in AppLayout.
import '../src/app/shell.module.css';
import { resetAssetBackend } from '../src/api/assets';
import { changeLanguage, i18n, initI18n } from '../src/lib/i18n';
import { STATE_PRIMITIVES, unmarkedStates } from '../src/lib/page-state';
import { resetServerClock } from '../src/lib/server-clock';
import { PENDING_TX_KEY } from '../src/platform/pending-tx/store';
import { withDemoControls } from './demo-controls';
import { requestsSettled, startWorker } from './msw-worker';
import { DEFAULT_PHONE, insetsToolbar, PHONES, withSafeAreaInsets } from './phone-frame';
import { storyQueryClient } from './query-client';
import { globalTypes, initialGlobals, type LocaleGlobal } from './toolbars';

initI18n('zh');
// Play functions' findBy/waitFor wait for a state up to 10 s, as the unit tests do (vitest.setup.ts), not
// Testing Library's 1 s: `npm test` runs the stories beside the unit step on a busy machine, and a story waits
// for its state by its marker, not by a guess at how long a render takes.
configure({ asyncUtilTimeout: 10_000 });
// antd-mobile's React 19 render hook, which the app installs before a route renders (routes.tsx).
installAntdRender();

/**
 * Every story gets a fresh QueryClient (no cache leaking between stories), a router at
 * `parameters.route` (default '/'), and the app's providers (i18next, antd-mobile's locale).
 * Retries are off so error states show at once. The app's `Providers` load antd-mobile's locale lazily
 * (to keep it out of the entry bundle) and render nothing until then; a story must show its screen at
 * once, for play functions that query it synchronously, so the same providers are composed eagerly here.
 */
const withAppProviders: Decorator = (Story, { parameters }) => {
  const client = storyQueryClient();
  const route = (parameters.route as string | undefined) ?? '/';
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AntdLocale>
          <MemoryRouter initialEntries={[route]}>
            <Story />
          </MemoryRouter>
        </AntdLocale>
      </QueryClientProvider>
    </I18nextProvider>
  );
};

export default definePreview({
  // The addons whose preview annotations the stories use (CSF Next takes them here, typed): MSW's loader starts
  // the project's worker, a11y checks each story, docs renders the docs pages.
  addons: [addonDocs(), addonA11y(), addonMsw(startWorker)],
  // Each story starts from the same seeded shop, with a stopped clock, no artificial latency, and the
  // language of the toolbar (zh unless a story pins `globals: { locale: 'en' }`).
  async beforeEach({ globals }) {
    await requestsSettled();
    // Story files share one page (vitest.config.ts): a toast or dialog an earlier story opened imperatively
    // would still be in document.body, its mask over the next story.
    Toast.clear();
    Dialog.clear();
    configureClock({ running: false });
    setDelayMode('none');
    // Sent txs are mined at once: on a stopped clock a block time would never pass (a story that wants a
    // pending tx sets one through the chain settings or mines on demand).
    configureChain({ blockTimeMs: 0 });
    await resetDb();
    // The tracker keeps hashes in localStorage, which every story file shares: a hash a payment story left
    // behind would show its progress on the next pay page. The shop was just reset, so none is valid.
    localStorage.removeItem(PENDING_TX_KEY);
    // The app picks the asset endpoints once per session from their first answer (src/api/assets.ts): a
    // story on a deployment without the token page (scenario no-rest-services) left that choice to the next file.
    resetAssetBackend();
    // The server's clock is learned from the answers' Date header (src/lib/server-clock.ts): an earlier story's
    // shop, on the fixed date, left the lottery pages (seeded at wall time) judging their phase by that date until
    // their clock's next tick (`--sequence.shuffle --sequence.seed=7`: Join found no join button).
    resetServerClock();
    await changeLanguage((globals.locale as LocaleGlobal | undefined) === 'en' ? 'en' : 'zh');
  },
  // Every story, in whatever state it ends, keeps the app's page-state contract (src/lib/page-state.ts): no
  // skeleton, spinner or error block drawn outside a marked loading or error state (popups included: they render
  // into the body). The sweeps and journeys tell a settled page and an error only by those markers.
  afterEach() {
    const breaches = unmarkedStates(document.body, STATE_PRIMITIVES);
    if (breaches.length > 0) throw new Error(`page-state contract broken:\n${breaches.join('\n')}`);
  },
  // The first decorator is the innermost: the toolbars act inside the app's providers.
  decorators: [withDemoControls, withAppProviders, withSafeAreaInsets],
  globalTypes: { ...globalTypes, insets: insetsToolbar },
  initialGlobals: {
    ...initialGlobals,
    insets: 'show',
    viewport: { value: DEFAULT_PHONE, isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: PHONES },
    // With test 'error', story tests fail on serious and critical axe violations, as the Playwright axe
    // checks do; the panel still lists the minor and moderate ones. `impactLevels` is read by the addon's matcher.
    // The story browser asks for reduced motion (vitest.config.ts), so popups, dialogs and toasts are checked
    // in their final colours, not mid-fade.
    a11y: {
      test: 'error',
      // axe's RunOptions type does not declare impactLevels, which the addon's matcher reads from them.
      options: { impactLevels: ['serious', 'critical'] } as RunOptions,
    },
    options: { storySort: { order: ['Introduction', 'Journeys', 'Demo', '*'] } },
  },
});
