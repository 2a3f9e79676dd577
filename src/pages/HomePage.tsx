import { SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BannerCarousel } from '@/features/goods/components/BannerCarousel';
import { GoodsFeed } from '@/features/goods/components/GoodsFeed';
import { NoticeStrip } from '@/features/goods/components/NoticeStrip';
import { ScanButton } from '@/features/scanner';

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
