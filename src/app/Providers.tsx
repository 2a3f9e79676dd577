// antd-mobile's global stylesheet (CSS variables, body font and colour) is CSS alone and paints with the shell:
// the first screens' plain elements use its variables, and loading it later would shift the page's text.
import 'antd-mobile/es/global/global.css';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { loadAfterFirstScreen } from '@/lib/after-first-screen';
import { i18n } from '@/lib/i18n';

/**
 * antd-mobile's setup (its CSS variables, locale, React 19 render hook) is no provider around the app: the
 * first screens paint without antd-mobile, and a build puts the setup before every module that uses it
 * (src/app/antd/antd-setup.ts), so a page that renders none of it (the home page) loads none of it. Dev and tests
 * have no such rewrite: there it loads here, once the first screen's picture is on screen.
 */
function useAntdSetupAfterPaint(): void {
  useEffect(() => {
    if (import.meta.env.DEV) void loadAfterFirstScreen(() => import('./antd/antd-setup'));
  }, []);
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  useAntdSetupAfterPaint();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
