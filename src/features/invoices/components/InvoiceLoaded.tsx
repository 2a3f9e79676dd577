import type { InvoiceVO } from '@contracts/invoices';
import { ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvoiceDetail } from '@/api/invoices';
import { LoadFailed } from '@/components/LoadStates';
import { errorState, loadingState } from '@/lib/page-state';

interface Props {
  orderId: string;
  /** The skeleton's lines while the invoice loads (the shape of what `children` draws). */
  lineCount: number;
  children: (invoice: InvoiceVO) => ReactNode;
}

/**
 * An order's invoice for the apply and detail screens: `children` draw it once it has come; until then a skeleton,
 * the load error with a retry, or, for an order that has none to give (someone else's, or unpaid), that it cannot
 * be invoiced.
 */
export function InvoiceLoaded({ orderId, lineCount, children }: Props) {
  const { t } = useTranslation('invoices');
  const q = useInvoiceDetail(orderId);
  if (q.isPending) return <Skeleton.Paragraph {...loadingState} lineCount={lineCount} animated />;
  if (q.isError) return <LoadFailed title={t('loadError')} onRetry={() => q.refetch()} error={q.error} />;
  if (!q.data) return <ErrorBlock {...errorState} status="empty" title={t('notInvoiceable')} />;
  return children(q.data);
}
