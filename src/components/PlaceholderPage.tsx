import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { unavailableState } from '@/lib/page-state';
import { Screen } from './PageHeader';

/** A titled 'coming soon' page for routes whose screen is not built yet. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('shell');
  const title = t(titleKey);
  return (
    <Screen title={title}>
      <ErrorBlock
        {...unavailableState}
        status="empty"
        title={t('placeholder.title')}
        description={t('placeholder.description')}
      />
    </Screen>
  );
}
