import { useTranslation } from 'react-i18next';
import { useLotteriesPage } from '@/api/lotteries';
import { PagedList } from '@/components/list/PagedList';
import { useNow } from '../lib/use-now';
import { LotteryCard } from './LotteryCard';
import css from './lotteries.module.css';

export function LotteryList({ token }: { token: string | null }) {
  const { t } = useTranslation('lotteries');
  const q = useLotteriesPage(token);
  const now = useNow();
  return (
    <PagedList
      query={q}
      itemKey={(l) => l.id}
      wrap={(cards) => <div className={css.list}>{cards}</div>}
      renderItem={(l) => <LotteryCard item={l} now={now} />}
      failedTitle={t('loadError')}
      empty={{ title: t('empty'), next: { label: t('emptyNext'), to: '/' } }}
      endText={t('noMore')}
    />
  );
}
