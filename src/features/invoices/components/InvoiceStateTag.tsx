import { InvoiceState } from '@contracts/invoices';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const COLORS = { 0: 'default', 1: 'warning', 2: 'success', 3: 'default' } as const;

export function InvoiceStateTag({ state }: { state: InvoiceState }) {
  const { i18n } = useTranslation();
  return <Tag color={COLORS[state]}>{InvoiceState.label(state, i18n.language === 'en' ? 'en' : 'zh')}</Tag>;
}
