import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFavoriteState, useToggleFavorite } from '@/api/favorites';
import { useGoodsDetail } from '@/api/goods';
import { PlainButton } from '@/components/button/PlainButton';
import { PageHeader } from '@/components/PageHeader';
import { PrepaintSlot } from '@/components/prepaint/PrepaintSlot';
import { SkeletonParagraph } from '@/components/skeleton/Skeleton';
import { PrizeList } from '@/features/blind-boxes/components/PrizeList';
import { ChainInfo } from '@/features/goods/components/ChainInfo';
import { DetailErrorPlain } from '@/features/goods/components/DetailErrorPlain';
import { GoodsCover } from '@/features/goods/components/GoodsCover';
import { GoodsSummary } from '@/features/goods/components/GoodsSummary';
import { MerchantCard } from '@/features/goods/components/MerchantCard';
import { RichDescription } from '@/features/goods/components/RichDescription';
import { SkuPickerSlot } from '@/features/goods/components/SkuPickerSlot';
import { saleCountdown } from '@/features/goods/lib/sale-state';
import { shareLink } from '@/features/goods/lib/share';
import { defaultSelection, findSku, quantityBounds, type Selection } from '@/features/goods/lib/sku-selection';
import { useSaleState } from '@/features/goods/lib/use-sale-state';
import { useToken } from '@/features/session';
import { ApiError } from '@/lib/api-errors';
import { notifyInfo } from '@/lib/feedback';
import { loadLaterTexts } from '@/lib/i18n';
import { useInterruptibleAnswer } from '@/lib/interruptible-answer';
import { loadingState } from '@/lib/page-state';
import css from './GoodsDetailPage.module.css';

/**
 * The order popup (quantity, delivery, addresses) is a chunk of its own: the buy button loads it, with the zh texts
 * the entry does not bundle (its `orders` namespace), which this page does not wait for (`entryTexts`
 * in src/app/routes/route-table.ts).
 */
const loadSubmitPopup = () =>
  Promise.all([import('@/features/orders/components/SubmitOrderPopup'), loadLaterTexts()]).then(([popup]) => popup);
const SubmitOrderPopup = lazy(() => loadSubmitPopup().then((m) => ({ default: m.SubmitOrderPopup })));

/**
 * The error states use antd-mobile's ErrorBlock: a chunk loaded only when one shows (the first screen loads no
 * antd-mobile, issue 30). If that chunk cannot load either, the plain stand-in stays.
 */
const DetailError = lazy(() =>
  import('@/features/goods/components/DetailError').then(
    (m) => ({ default: m.DetailError }),
    () => ({ default: DetailErrorPlain }),
  ),
);

/** Shown by Suspense while the popup's chunk arrives after a tap: the buy button says it is working. */
function PopupPending({ onPending }: { onPending: (pending: boolean) => void }) {
  useEffect(() => {
    onPending(true);
    return () => onPending(false);
  }, [onPending]);
  return null;
}

const COVER_BOX = { width: '100%', aspectRatio: '1 / 1' } as const;

export default function GoodsDetailPage() {
  const { goodsId = '' } = useParams();
  const { t } = useTranslation('goods');
  // The answer renders in slices React may interrupt (the whole page in one render was its longest task).
  const q = useInterruptibleAnswer(useGoodsDetail(goodsId));
  // Signed in = a stored token (what the session's loggedIn is), read without needing the session provider.
  const loggedIn = useToken() !== null;
  // docs/backend/corrections.md#b5-favorite: the heart reads GET /v/goods/favorite; the detail's isFavorite only until
  // (or unless) that answers.
  const favorite = useFavoriteState(goodsId, loggedIn, q.data?.isFavorite);
  const fav = useToggleFavorite(goodsId);
  const sale = useSaleState(q.data?.spu.saleTime);
  const [picked, setPicked] = useState<Selection | null>(null);
  const [buying, setBuying] = useState(false);
  // Mounted from the first tap on, so the popup can animate out when closed.
  const [popupWanted, setPopupWanted] = useState(false);
  const [popupPending, setPopupPending] = useState(false);
  const detail = q.data;
  const selection = picked ?? (detail ? defaultSelection(detail) : { v1: null, v2: null });
  const sku = detail ? findSku(detail, selection) : undefined;
  const bounds = useMemo(() => (sku && detail ? quantityBounds(sku, detail.spu.orderLimit) : null), [sku, detail]);

  const nav = <PageHeader title={t('detail.title')} />;
  if (q.isPending) {
    return (
      <div {...loadingState}>
        {nav}
        {/* The cover's box (1:1, full width), holding the cover index.html painted while the detail is parsed. */}
        <PrepaintSlot box="cover" style={COVER_BOX} />
        <SkeletonParagraph lineCount={5} />
      </div>
    );
  }
  if (q.isError || !detail) {
    // A business answer (unknown or withdrawn goods) will not change on retry; a network failure may.
    const final = !q.isError || q.error instanceof ApiError;
    const retry = () => void q.refetch();
    return (
      <div>
        {nav}
        <Suspense fallback={<DetailErrorPlain final={final} onRetry={retry} />}>
          <DetailError final={final} onRetry={retry} />
        </Suspense>
      </div>
    );
  }
  const { spu } = detail;
  const left = sale.kind === 'upcoming' ? saleCountdown(sale.at - sale.nowMs) : null;
  const blockedReason =
    spu.type === 2
      ? t('detail.synthetic')
      : sale.kind === 'unscheduled'
        ? t('detail.notOnSale')
        : left
          ? left.days > 0
            ? t('detail.saleInDays', { days: left.days, time: left.clock })
            : t('detail.saleIn', { time: left.clock })
          : bounds?.blocked === 'soldOut'
            ? t('detail.soldOut')
            : bounds?.blocked
              ? t('detail.cannotBuy')
              : null;

  return (
    <div style={{ paddingBottom: 'calc(64px + env(safe-area-inset-bottom, 0px))' }}>
      {nav}
      <GoodsCover images={spu.images} name={spu.name} />
      <GoodsSummary detail={detail} sku={sku} sale={sale} />
      <div style={{ background: '#fff', padding: 12 }}>
        <SkuPickerSlot detail={detail} value={selection} onChange={setPicked} />
      </div>
      {detail.prizes && detail.prizes.length > 0 && <PrizeList goodsId={spu.goodsId} prizes={detail.prizes} />}
      <MerchantCard merchant={detail.merchant} link />
      <ChainInfo contract={detail.contract} traceHash={sku?.traceHash} />
      <RichDescription html={spu.detail} />
      <div className={css.buyBar}>
        <PlainButton
          className={`${css.barButton} ${css.textButton}`}
          aria-pressed={favorite.on}
          onClick={() => {
            // Signed out: the call's 301 leads to the login page; say why first, and flip nothing.
            if (!loggedIn) notifyInfo(t('detail.loginToFavorite'));
            fav.mutate({ current: favorite.on, optimistic: loggedIn });
          }}
        >
          {favorite.on ? t('detail.favorited') : t('detail.favorite')}
        </PlainButton>
        <PlainButton
          className={`${css.barButton} ${css.textButton}`}
          onClick={() =>
            void shareLink(spu.name, window.location.href).then(
              (r) => r === 'copied' && notifyInfo(t('detail.linkCopied')),
            )
          }
        >
          {t('detail.share')}
        </PlainButton>
        <PlainButton
          block
          className={css.barButton}
          color="danger"
          disabled={Boolean(blockedReason) || !sku}
          loading={popupPending}
          // A finger on the button starts the popup's chunk before the tap completes.
          onTouchStart={() => void loadSubmitPopup()}
          onMouseDown={() => void loadSubmitPopup()}
          onClick={() => {
            setPopupWanted(true);
            setBuying(true);
          }}
        >
          {blockedReason ?? t('detail.buyNow')}
        </PlainButton>
      </div>
      {/* Never offered while blocked (no sale time, not yet on sale…): it would submit an order the backend refuses. */}
      {popupWanted && sku && bounds && !blockedReason && (
        <Suspense fallback={<PopupPending onPending={setPopupPending} />}>
          <SubmitOrderPopup
            key={sku.skuId}
            open={buying}
            onClose={() => setBuying(false)}
            target={{
              skuId: sku.skuId,
              name: sku.name,
              cover: sku.cover,
              price: sku.price,
              expressType: sku.expressType,
              bounds,
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
