import { Fragment, lazy, type ReactNode, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { errorState, loadingState } from '@/lib/page-state';
import { SkeletonParagraph } from '../skeleton/Skeleton';
import { InfiniteSentinel } from './InfiniteSentinel';
import type { EmptyNext } from './list-states';
import { PullToRefresh } from './PullToRefresh';
import css from './paged-list.module.css';

// The states drawn with antd-mobile load when they show: a list that loads well paints without antd-mobile.
const states = () => import('./list-states');
const ListEmpty = lazy(() => states().then((m) => ({ default: m.ListEmpty })));
const LoadFailed = lazy(() => states().then((m) => ({ default: m.LoadFailed })));
const RetryButton = lazy(() => states().then((m) => ({ default: m.RetryButton })));

/** What the list needs of a TanStack infinite query (useInfiniteQuery's result fits). */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  /** The failure, when isError: a service this deployment does not serve shows NotAvailable, not a retry. */
  error?: unknown;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
  refetch: () => Promise<unknown>;
}

/** A PagedQuery with its loaded pages (useInfiniteQuery's result over PageVOs): the list takes its items from them. */
interface PagesQuery<T> extends PagedQuery {
  data?: { pages: readonly { data: readonly T[] }[] } | undefined;
}

export type { EmptyNext };

/**
 * Where the items come from: an infinite query's loaded pages, or, for a list the screen derives itself (grouped,
 * sorted: onePage), the items given beside the query.
 */
type ItemSource<T> = { query: PagesQuery<T>; items?: undefined } | { query: PagedQuery; items: readonly T[] };

export type PagedListProps<T> = ItemSource<T> & {
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** The empty state; without a `next`, its next step is to refresh. */
  empty: { title: string; description?: string; next?: EmptyNext };
  /** The end-of-list marker; the generic one otherwise. */
  endText?: string;
  /** Wraps the rendered items (a grid, a List); a plain div otherwise. */
  wrap?: (children: ReactNode) => ReactNode;
  /** The first-load placeholder; paragraphs otherwise. */
  skeleton?: ReactNode;
  /** Shown when a first page fails; the generic load error otherwise. */
  failedTitle?: string;
  /** Lists inside a popup or a tab that has its own scroller may turn pull-to-refresh off. */
  refreshable?: boolean;
};

/** Every loaded item, in page order (duplicates across pages are dropped later, by `itemKey`). */
function itemsOf<T>(source: ItemSource<T>): readonly T[] {
  if (source.items !== undefined) return source.items;
  return source.query.data?.pages.flatMap((p) => p.data) ?? [];
}

/** Keeps the first of each key: a page fetched after new items arrived repeats the previous page's tail. */
export function uniqueBy<T>(items: readonly T[], key: (item: T) => string | number): T[] {
  const seen = new Set<string | number>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

interface FooterProps {
  hasMore: boolean;
  failed: boolean;
  retry: () => void;
  endText?: string;
}

function Footer({ hasMore, failed, retry, endText }: FooterProps) {
  const { t } = useTranslation('list');
  if (failed)
    return (
      <div className={css.footer} role="alert" data-testid="list-page-failed" {...errorState}>
        <span>{t('pageFailed')}</span>
        <Suspense fallback={null}>
          <RetryButton label={t('retry')} onClick={retry} />
        </Suspense>
      </div>
    );
  if (!hasMore)
    return (
      <div className={css.footer} data-testid="list-end">
        {endText ?? t('end')}
      </div>
    );
  // The next page on its way: the list is shown, so this is not the page's loading state (tools may call it settled).
  return (
    <div className={css.footer} role="status" data-page-state-exempt="next page">
      {t('loading')}
    </div>
  );
}

/** Rows rendered with the answer at once: more than a phone's first screen shows of any list (a grid's 3 rows of 2). */
export const FIRST_ROWS = 6;

/**
 * One pattern for every list of the mall: skeleton on first load, the load error with a retry when
 * the first page fails, a distinct empty state with a next step, pull to refresh, infinite scroll
 * that stops after a failed page and shows one inline retry (the queries carry `meta.silentError`,
 * so no toast per attempt), and an end-of-list marker.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { query: q, itemKey, renderItem, empty, wrap, skeleton, failedTitle, endText, refreshable = true } = props;
  const { t } = useTranslation('list');
  const items = itemsOf(props);
  const unique = uniqueBy(items, itemKey);
  // The rows a phone's first screen can show render with the answer; the others a moment later, in a render React
  // can interrupt (a deferred value renders in slices of a few milliseconds): one render of a whole page of cards was
  // the longest task after the home page's answers. Until they are all there the infinite scroll's footer waits, so
  // it neither loads the next page nor says "no more" below a half-drawn list.
  const shown = Math.max(useDeferredValue(unique.length), FIRST_ROWS);
  if (q.isPending)
    return (
      <div role="status" {...loadingState} aria-label={t('loading')}>
        {skeleton ?? <SkeletonParagraph lineCount={6} />}
      </div>
    );
  if (q.isError && items.length === 0 && !q.isFetchNextPageError)
    return (
      <Suspense fallback={<div {...loadingState} />}>
        <LoadFailed title={failedTitle ?? t('failed')} onRetry={() => void q.refetch()} error={q.error} />
      </Suspense>
    );
  if (items.length === 0) {
    const next = empty.next ?? { label: t('refresh'), onClick: () => void q.refetch() };
    return (
      <Suspense fallback={<div {...loadingState} />}>
        <ListEmpty title={empty.title} description={empty.description} next={next} />
      </Suspense>
    );
  }
  const rows = unique.slice(0, shown).map((item) => <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>);
  const body = (
    <>
      {wrap ? wrap(rows) : rows}
      {shown >= unique.length && (
        <InfiniteSentinel
          hasMore={q.hasNextPage}
          loadMore={async () => {
            const r = await q.fetchNextPage();
            // A rejection stops InfiniteScroll until the shopper taps the retry of the footer.
            if (r.isError) throw r.error;
          }}
        >
          {(hasMore, failed, retry) => <Footer hasMore={hasMore} failed={failed} retry={retry} endText={endText} />}
        </InfiniteSentinel>
      )}
    </>
  );
  if (!refreshable) return body;
  return (
    <PullToRefresh
      onRefresh={async () => void (await q.refetch())}
      texts={{ pulling: t('pull'), canRelease: t('release'), refreshing: t('loading'), complete: t('refreshed') }}
    >
      {body}
    </PullToRefresh>
  );
}
