import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Screen } from '@/components/PageHeader';
import { CirculationList } from '@/features/assets/components/CirculationList';

export default function CirculationPage() {
  const { t } = useTranslation('shell');
  const { goodsId = '', token = '' } = useParams();
  return (
    <Screen title={t('routes.circulation')}>
      <CirculationList key={`${goodsId}/${token}`} goodsId={goodsId} token={token} />
    </Screen>
  );
}
