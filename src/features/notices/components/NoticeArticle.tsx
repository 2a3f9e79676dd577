import { ErrorBlock, Image, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNoticeDetail } from '@/api/notices';
import { LoadFailed } from '@/components/LoadStates';
import { SafeHtml } from '@/components/SafeHtml';
import { formatDateTime } from '@/lib/format-time';
import { errorState, loadingState } from '@/lib/page-state';
import css from './notices.module.css';

/** One notice: its HTML is operator-written, so it goes through the sanitiser (SafeHtml). */
export function NoticeArticle({ id }: { id: number }) {
  const { t } = useTranslation('notices');
  const q = useNoticeDetail(id);
  if (!Number.isInteger(id) || id <= 0 || q.data === null)
    return <ErrorBlock {...errorState} status="empty" title={t('notFound')} />;
  if (q.isPending) return <Skeleton.Paragraph {...loadingState} lineCount={8} animated />;
  if (q.isError) return <LoadFailed title={t('loadError')} onRetry={() => q.refetch()} />;
  const n = q.data;
  return (
    <article className={css.article}>
      <h2 className={css.title}>{n.title}</h2>
      <p className={css.meta}>{formatDateTime(n.activeTime)}</p>
      {n.cover && <Image src={n.cover} alt="" fit="cover" className={css.cover} lazy />}
      <SafeHtml html={n.content} />
    </article>
  );
}
