import { Button, Skeleton, Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLogistics } from '@/api/deliveries';
import { copyText } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format-time';
import { errorState, loadingState } from '@/lib/page-state';
import css from './deliveries.module.css';

/** The traces of every tracking number of one direction (0 outbound, 1 return), newest step first. */
export function LogisticsTraces({ orderId, type }: { orderId: string; type: 0 | 1 }) {
  const { t } = useTranslation('deliveries');
  const q = useLogistics(orderId, type, true);
  const title = type === 0 ? t('detail.outbound') : t('detail.return');
  return (
    <section className={css.section} aria-label={title}>
      <div className={css.sectionTitle}>{title}</div>
      {q.isPending ? <Skeleton.Paragraph {...loadingState} lineCount={3} animated /> : null}
      {q.isError ? (
        <div className={css.muted} {...errorState}>
          {t('loadError')}
        </div>
      ) : null}
      {q.data?.map((trace) => (
        <div key={trace.code}>
          <div className={css.row}>
            <span>
              {trace.name ?? ''} <span className={css.code}>{trace.code}</span>
            </span>
            <Button size="mini" onClick={() => void copyText(trace.code)}>
              {t('copy')}
            </Button>
          </div>
          {trace.statusDesc ? <div className={css.muted}>{trace.statusDesc}</div> : null}
          {trace.details?.length ? (
            <Steps direction="vertical" current={0}>
              {trace.details.map((d) => (
                <Steps.Step key={d.time} title={d.desc} description={formatDateTime(d.time)} />
              ))}
            </Steps>
          ) : null}
        </div>
      ))}
    </section>
  );
}
