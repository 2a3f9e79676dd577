import { Button, List, Skeleton, Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useConfirmReceipt, useDeliveryDetail } from '@/api/deliveries';
import { BusyButton } from '@/components/BusyButton';
import { askConfirm } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format-time';
import { errorState, loadingState } from '@/lib/page-state';
import { useStatusWord } from '@/lib/status-words';
import { deliveryActions } from '../lib/actions';
import css from './deliveries.module.css';
import { LogisticsTraces } from './LogisticsTraces';
import { ReturnApplyButton, ReturnNumbersForm } from './ReturnForms';

/** /withdraw-detail/:orderId: status, ship-to, tokens, outbound and return traces, and the buyer's actions. */
export function DeliveryDetail({ orderId, now = Date.now() }: { orderId: string; now?: number }) {
  const { t } = useTranslation('deliveries');
  const word = useStatusWord();
  const q = useDeliveryDetail(orderId);
  const confirm = useConfirmReceipt();
  if (q.isPending) return <Skeleton.Paragraph {...loadingState} lineCount={8} animated />;
  if (q.isError)
    return (
      <section className={css.section} {...errorState}>
        <p>{t('loadError')}</p>
        <Button size="small" onClick={() => void q.refetch()}>
          {t('retry')}
        </Button>
      </section>
    );
  const { express: e, meta, merchant } = q.data;
  const can = deliveryActions(e, now);
  const confirmReceipt = async () => {
    if (
      await askConfirm({
        content: t('actions.confirmAsk'),
        confirmText: t('actions.confirm'),
        cancelText: t('cancel'),
      })
    ) {
      confirm.mutate(e.orderId);
    }
  };
  return (
    <div>
      <div className={css.statusBanner}>
        <h2 data-testid="delivery-status">{word('delivery', e.status)}</h2>
        <div>{t(`hints.${e.status}`)}</div>
      </div>
      <section className={css.section} aria-label={t('detail.shipTo')}>
        <div className={css.sectionTitle}>{t('detail.shipTo')}</div>
        <div>
          {e.name} {e.phone}
        </div>
        <div className={css.muted}>{e.detail}</div>
        {e.note ? <div className={css.muted}>{t('detail.note', { note: e.note })}</div> : null}
      </section>
      <section className={css.section}>
        <div className={css.row}>
          <img className={css.cover} src={meta.cover} alt="" />
          <div className={css.info}>
            <div className={css.name}>{meta.name}</div>
            <div className={css.muted}>{merchant.name}</div>
            <div className={css.muted}>
              {t('detail.tokens', { ids: e.tokenIds.map((id) => `#${id % 100_000_000}`).join(' ') })}
            </div>
          </div>
        </div>
      </section>
      {can.outboundTrace ? <LogisticsTraces orderId={e.orderId} type={0} /> : null}
      {can.returnTrace ? <LogisticsTraces orderId={e.orderId} type={1} /> : null}
      {can.enterReturnNumbers ? <ReturnNumbersForm orderId={e.orderId} /> : null}
      {e.refundNote?.length ? (
        <section className={css.section}>
          <div className={css.sectionTitle}>{t('detail.returnHistory')}</div>
          <Steps direction="vertical" current={e.refundNote.length - 1}>
            {e.refundNote.map((n) => (
              <Steps.Step
                key={`${n.time}-${n.toStatus}`}
                title={`${t(`party.${n.type}`)} · ${word('delivery', n.toStatus)}`}
                description={`${t(`notes.${n.note}`, { defaultValue: n.note })} · ${formatDateTime(n.time)}`}
              />
            ))}
          </Steps>
        </section>
      ) : null}
      <List header={t('detail.info')}>
        <List.Item extra={e.orderId}>{t('card.orderId')}</List.Item>
        <List.Item extra={formatDateTime(e.orderTime)}>{t('detail.orderTime')}</List.Item>
        {e.expressTime ? <List.Item extra={formatDateTime(e.expressTime)}>{t('detail.expressTime')}</List.Item> : null}
        {e.confirmTime ? <List.Item extra={formatDateTime(e.confirmTime)}>{t('detail.confirmTime')}</List.Item> : null}
        {e.status === 1 && e.confirmAutoTime ? (
          <List.Item extra={formatDateTime(e.confirmAutoTime)}>{t('detail.autoConfirm')}</List.Item>
        ) : null}
        {e.txHash ? (
          <List.Item description={<span className={css.code}>{e.txHash}</span>}>{t('detail.txHash')}</List.Item>
        ) : null}
      </List>
      {can.confirm || can.applyReturn ? (
        <div className={css.footer}>
          {can.applyReturn ? <ReturnApplyButton orderId={e.orderId} /> : null}
          {can.confirm ? (
            <BusyButton size="small" color="danger" loading={confirm.isPending} onClick={() => void confirmReceipt()}>
              {t('actions.confirm')}
            </BusyButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
