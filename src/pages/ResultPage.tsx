import { SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { GoodsFeed } from '@/features/goods/components/GoodsFeed';

export default function ResultPage() {
  const { t } = useTranslation('goods');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  return (
    <div>
      <PageHeader title={t('search.title')} />
      <div style={{ padding: 8, background: '#fff' }}>
        <SearchBar
          // antd-mobile's clear icon is a div with an aria-label, not a button (axe: aria-prohibited-attr).
          clearable={false}
          key={keyword}
          defaultValue={keyword}
          placeholder={t('search.placeholder')}
          onSearch={(v) => setParams(v.trim() ? { keyword: v.trim() } : {}, { replace: true })}
        />
      </div>
      {/* Keyed by keyword: a new search restarts the list and InfiniteScroll's own offset. */}
      <GoodsFeed
        key={keyword}
        filter={{ vague: keyword }}
        emptyText={t('search.empty', { keyword })}
        emptyNext={{ label: t('search.emptyNext'), to: '/' }}
      />
    </div>
  );
}
