import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Screen } from '@/components/PageHeader';
import { InvoiceList } from '@/features/invoices/components/InvoiceList';

export default function MyReceiptPage() {
  const { t } = useTranslation('invoices');
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('state') ?? '-1');
  const state = [0, 1, 2, 3].includes(raw) ? raw : -1;
  return (
    <Screen title={t('title')}>
      <InvoiceList
        state={state}
        onStateChange={(s) => setParams(s === -1 ? {} : { state: String(s) }, { replace: true })}
      />
    </Screen>
  );
}
