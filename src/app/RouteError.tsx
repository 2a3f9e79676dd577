import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { errorState } from '@/lib/page-state';
import css from './shell.module.css';

/**
 * A page that failed to load (a lost chunk after a deploy, a render error): never a white screen.
 * Plain markup on purpose: it sits in the entry bundle and must render even when no chunk can load,
 * so it does not pull antd-mobile's ErrorBlock (large inline SVGs) into the entry.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation(['shell', 'common']);
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className={css.routeError} {...errorState}>
      <div className={css.routeErrorIcon} aria-hidden="true">
        !
      </div>
      <h1>{t('shell:routeError.title')}</h1>
      <p>{t('shell:routeError.description')}</p>
      <button type="button" className={css.routeErrorRetry} onClick={() => window.location.reload()}>
        {t('common:retry')}
      </button>
    </main>
  );
}
