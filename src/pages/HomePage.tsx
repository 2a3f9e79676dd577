import type { QueryClient } from '@tanstack/react-query';
import { SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bannersQuery } from '@/features/goods/api/get-banners';
import { goodsPageQuery } from '@/features/goods/api/get-goods-page';
import { noticeStripQuery } from '@/features/goods/api/get-notice-strip';
import { BannerCarousel } from '@/features/goods/components/BannerCarousel';
import { GoodsFeed } from '@/features/goods/components/GoodsFeed';
import { NoticeStrip } from '@/features/goods/components/NoticeStrip';
import { ScanButton } from '@/features/scanner';
import { warmQueries } from '@/lib/warm-queries';

/** The home page's first reads (the same queries its components make; early-data.ts starts them). */
export const prefetch = (client: QueryClient) =>
  warmQueries(client, [bannersQuery(), noticeStripQuery(), goodsPageQuery()]);

export default function HomePage() {
  const { t } = useTranslation('goods');
  const navigate = useNavigate();
  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 8, background: '#fff' }}>
        <div style={{ flex: 1 }}>
          <SearchBar
            // antd-mobile's clear icon is a div with an aria-label, not a button (axe: aria-prohibited-attr).
            clearable={false}
            placeholder={t('home.searchPlaceholder')}
            onSearch={(v) => v.trim() && navigate(`/result?keyword=${encodeURIComponent(v.trim())}`)}
          />
        </div>
        <ScanButton style={{ fontSize: 14, color: 'var(--mall-red)' }}>{t('home.scan')}</ScanButton>
      </div>
      <BannerCarousel />
      <NoticeStrip />
      <h2 style={{ fontSize: 16, padding: '4px 12px' }}>{t('home.feedTitle')}</h2>
      <GoodsFeed />
    </div>
  );
}
