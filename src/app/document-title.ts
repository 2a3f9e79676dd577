import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from './routes/route-meta';

/** Each route titles the document (tabs, history, share sheets, search results), in the app language. */
export function useDocumentTitle(meta: RouteMeta | null): void {
  // `t` changes with the language, so the title follows a language switch too.
  const { t } = useTranslation(['shell', 'common']);
  const page = meta ? t(meta.titleKey, { ns: 'shell' }) : '';
  const app = t('appName', { ns: 'common' });
  useEffect(() => {
    document.title = page ? `${page} - ${app}` : app;
  }, [page, app]);
}
