import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';

const zh = import.meta.glob<Record<string, unknown>>('../../../../src/locales/zh/*.json', {
  eager: true,
  import: 'default',
});

/** The app's entry libraries as the app starts them: i18next with every zh text, react-query, the data router. */
export function startStack(page: ReactNode): void {
  const resources = Object.fromEntries(
    Object.entries(zh).map(([file, texts]) => [file.replace(/^.*\/([\w-]+)\.json$/, '$1'), texts]),
  );
  void i18n.use(initReactI18next).init({ resources: { zh: resources }, lng: 'zh', defaultNS: 'common' });
  const router = createBrowserRouter([{ path: '*', element: page }]);
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
}
