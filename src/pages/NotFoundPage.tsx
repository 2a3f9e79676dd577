import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Screen } from '@/components/PageHeader';
import { errorState } from '@/lib/page-state';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Screen title={t('routes.notFound')}>
      <ErrorBlock {...errorState} status="empty" title={t('notFound.title')} description={t('notFound.description')}>
        <Button color="danger" onClick={() => navigate('/', { replace: true })}>
          {t('notFound.home')}
        </Button>
      </ErrorBlock>
    </Screen>
  );
}
