import { InvoiceState } from '@contracts/invoices';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { langOf } from '@/lib/i18n';

const COLORS = { 0: 'default', 1: 'warning', 2: 'success', 3: 'default' } as const;

export function InvoiceStateTag({ state }: { state: InvoiceState }) {
  const { i18n } = useTranslation();
  return <Tag color={COLORS[state]}>{InvoiceState.label(state, langOf(i18n.language))}</Tag>;
}
