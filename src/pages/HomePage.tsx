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
 * The scan flow (camera, result sheet, antd-mobile's Popup) loads when the shopper reaches for its button: a press,
 * or keyboard focus, on the stand-in. Nothing else on this page renders antd-mobile (issue 30), and most visits never
 * scan: loaded after the first screen, the flow and antd-mobile (about 72 KiB brotli) were downloaded on every visit
 * and run in one task of 30-60 ms on a desktop, four times that on a slow phone, while the shopper was starting to
 * scroll. The stand-in looks the same; a tap on it opens the flow once it has arrived, marked busy meanwhile.
 */
const scan = lazyTouchToLoad(() => import('@/features/scanner').then((m) => m.ScanButton), 'touched');
const ScanButton = scan.Component;
const SCAN_STYLE = { fontSize: 14, color: 'var(--mall-red)' } as const;
const SCAN_BUSY = { opacity: 0.5, cursor: 'progress' } as const;

function ScanButtonLoading({
  label,
  children,
  busy,
  onTap,
}: {
  label: string;
  children: string;
  busy: boolean;
  onTap: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-busy={busy}
      onPointerDown={scan.touch}
      onFocus={scan.touch}
      onClick={onTap}
      // Tapped, its flow on the way: dimmed at once, so the tap is seen to have landed.
      style={{ ...SCAN_BUTTON_BOX, ...SCAN_STYLE, ...(busy ? SCAN_BUSY : undefined) }}
    >
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
            <ScanButtonLoading label={t('scanner:scan')} busy={scanAsked} onTap={askScan}>
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
