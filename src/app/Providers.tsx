import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { antdRenderReady } from './antd-render-ready';

void antdRenderReady();

/**
 * Lazily loaded so that no antd-mobile module is in the entry bundle: all of it then lives in one
 * chunk that loads in parallel with the route's page (vite.config.ts). Nothing of the app renders
 * before it (index.html's static shell shows meanwhile), so no screen appears with the wrong locale.
 */
const AntdLocale = lazy(() => import('./AntdLocale'));

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <AntdLocale>{children}</AntdLocale>
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
