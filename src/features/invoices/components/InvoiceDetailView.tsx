import type { InvoiceVO } from '@contracts/invoices';
import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/BusyButton';
import { formatPrice } from '@/lib/money';
import { useStatusWord } from '@/lib/status-words';
import { InvoiceStateTag } from './InvoiceStateTag';

interface Props {
  invoice: InvoiceVO;
  cancelling?: boolean;
  onCancel?: () => void;
  onApply?: () => void;
}

/** Status and what was asked for; cancel while requested, apply when none or cancelled. */
export function InvoiceDetailView({ invoice: v, cancelling, onCancel, onApply }: Props) {
  const { t } = useTranslation('invoices');
  const word = useStatusWord();
  const applied = v.invoiceState !== 0;
  return (
    <>
      <List header={t('detail.order')}>
        <List.Item extra={<InvoiceStateTag state={v.invoiceState} />}>{t('detail.state')}</List.Item>
        <List.Item extra={v.orderId}>{t('detail.orderId')}</List.Item>
        {v.goodsName && <List.Item extra={v.goodsName}>{t('detail.goods')}</List.Item>}
        <List.Item extra={formatPrice(v.invoiceAmount)}>{t('detail.amount')}</List.Item>
      </List>
      {applied && (
        <List header={t('detail.title')}>
          <List.Item extra={word('invoiceType', v.type)}>{t('field.type')}</List.Item>
          <List.Item extra={word('invoiceTitleType', v.titleType)}>{t('field.titleType')}</List.Item>
          <List.Item extra={v.title}>{t('field.title')}</List.Item>
          {v.tin && <List.Item extra={v.tin}>{t('field.tin')}</List.Item>}
          {v.registerAddress && <List.Item extra={v.registerAddress}>{t('field.registerAddress')}</List.Item>}
          {v.registerPhone && <List.Item extra={v.registerPhone}>{t('field.registerPhone')}</List.Item>}
          {v.bankName && <List.Item extra={v.bankName}>{t('field.bankName')}</List.Item>}
          {v.bankCardCode && <List.Item extra={v.bankCardCode}>{t('field.bankCardCode')}</List.Item>}
          {v.email && <List.Item extra={v.email}>{t('field.email')}</List.Item>}
          {v.createTime && <List.Item extra={v.createTime}>{t('detail.createTime')}</List.Item>}
          {v.updateTime && <List.Item extra={v.updateTime}>{t('detail.updateTime')}</List.Item>}
          {v.electronicImage && (
            <List.Item>
              <a href={v.electronicImage} target="_blank" rel="noopener noreferrer">
                {t('detail.download')}
              </a>
            </List.Item>
          )}
        </List>
      )}
      <div style={{ padding: 16 }}>
        {v.invoiceState === 1 && onCancel && (
          <BusyButton block loading={cancelling} onClick={onCancel}>
            {t('cancel')}
          </BusyButton>
        )}
        {(v.invoiceState === 0 || v.invoiceState === 3) && onApply && (
          <Button block color="danger" onClick={onApply}>
            {v.invoiceState === 3 ? t('reapply') : t('apply')}
          </Button>
        )}
      </div>
    </>
  );
}
