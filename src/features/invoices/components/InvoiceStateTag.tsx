import type { InvoiceState } from '@contracts/invoices';
import { Tag } from 'antd-mobile';
import { useStatusWord } from '@/lib/status-words';

const COLORS = { 0: 'default', 1: 'warning', 2: 'success', 3: 'default' } as const;

export function InvoiceStateTag({ state }: { state: InvoiceState }) {
  const word = useStatusWord();
  return <Tag color={COLORS[state]}>{word('invoiceState', state)}</Tag>;
}
