import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/PageHeader';
import { LotteryList } from '@/features/lotteries/components/LotteryList';
import { useToken } from '@/features/session';

/** Kept alive by the route meta: coming back from a detail restores the list and its scroll. */
export default function LotteryListPage() {
  const { t } = useTranslation('lotteries');
  const token = useToken();
  return (
    <Screen title={t('title')}>
      <LotteryList token={token} />
    </Screen>
  );
}
