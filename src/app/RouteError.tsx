import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A page that failed to load (a lost chunk after a deploy, a render error): never a white screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation(['shell', 'common']);
  if (import.meta.env.DEV) console.error(error);
  return (
    <main>
      <ErrorBlock status="default" title={t('shell:routeError.title')} description={t('shell:routeError.description')}>
        <Button color="danger" onClick={() => window.location.reload()}>
          {t('common:retry')}
        </Button>
      </ErrorBlock>
    </main>
  );
}
