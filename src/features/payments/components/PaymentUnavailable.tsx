import { Button, ErrorBlock, Space } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { unavailableState } from '@/lib/page-state';

/**
 * pay-type listed no chain (docs/backend/corrections.md#b7-pay-type-chains: none enabled with a live price). Not an
 * error of the shopper's: the order stays payable until it expires, so the page says so and offers to ask again or go back; no pay button.
 */
export function PaymentUnavailable({
  onRetry,
  onBack,
  retrying = false,
}: {
  onRetry: () => void;
  onBack: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('payments');
  return (
    <section data-testid="payment-unavailable" style={{ padding: '0 12px 16px' }}>
      <ErrorBlock
        {...unavailableState}
        status="empty"
        title={t('pay.unavailable')}
        description={t('pay.unavailableHint')}
      />
      <Space direction="vertical" block style={{ '--gap': '8px' }}>
        <Button block color="primary" loading={retrying} onClick={onRetry}>
          {t('pay.retry')}
        </Button>
        <Button block onClick={onBack}>
          {t('pay.backToOrders')}
        </Button>
      </Space>
    </section>
  );
}
