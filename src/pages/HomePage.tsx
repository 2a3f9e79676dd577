import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchBox } from '@/components/search-box/SearchBox';
import { BannerCarousel } from '@/features/goods/components/BannerCarousel';
import { GoodsFeed } from '@/features/goods/components/GoodsFeed';
import { NoticeStrip } from '@/features/goods/components/NoticeStrip';
// The button's face alone (no scan flow): the live ScanButton below loads after the first paint.
import { SCAN_BUTTON_BOX, ScanFace } from '@/features/scanner/ui/ScanFace';
import { lazyTouchToLoad } from '@/lib/use-when-needed';

/**
 * The scan flow (camera, result sheet, antd-mobile's Popup) loads once the first banner is on screen: the home
 * page's first screen renders no antd-mobile (issue 30), and its chunks would share the bandwidth with that
 * picture. Until then the same button stands in; a tap on it loads the flow at once and opens it when it arrives.
 */
const scan = lazyTouchToLoad(() => import('@/features/scanner').then((m) => m.ScanButton));
const ScanButton = scan.Component;
const SCAN_STYLE = { fontSize: 14, color: 'var(--mall-red)' } as const;

function ScanButtonLoading({ label, children, onTap }: { label: string; children: string; onTap: () => void }) {
  return (
    <button type="button" aria-label={label} onClick={onTap} style={{ ...SCAN_BUTTON_BOX, ...SCAN_STYLE }}>
      <ScanFace>{children}</ScanFace>
    </button>
  );
}

export default function HomePage() {
  const { t } = useTranslation(['goods', 'scanner']);
  const navigate = useNavigate();
  // Tapped before the flow had arrived: it opens once it has.
  const [scanAsked, setScanAsked] = useState(false);
  const askScan = () => {
    scan.touch();
    setScanAsked(true);
  };
  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 8, background: '#fff' }}>
        <div style={{ flex: 1 }}>
          <SearchBox
            placeholder={t('home.searchPlaceholder')}
            onSearch={(keyword) => navigate(`/result?keyword=${encodeURIComponent(keyword)}`)}
          />
        </div>
        <Suspense
          fallback={
            <ScanButtonLoading label={t('scanner:scan')} onTap={askScan}>
              {t('home.scan')}
            </ScanButtonLoading>
          }
        >
          <ScanButton style={SCAN_STYLE} openOnMount={scanAsked}>
            {t('home.scan')}
          </ScanButton>
        </Suspense>
      </div>
      <BannerCarousel />
      <NoticeStrip />
      <h2 style={{ fontSize: 16, padding: '4px 12px' }}>{t('home.feedTitle')}</h2>
      <GoodsFeed />
    </div>
  );
}
