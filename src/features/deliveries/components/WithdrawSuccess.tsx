import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** After the expressNFT tx was indexed: the delivery order exists and waits for the merchant. */
export function WithdrawSuccess({ orderId }: { orderId: string }) {
  const { t } = useTranslation('deliveries');
  const navigate = useNavigate();
  return (
    <div>
      <Result status="success" title={t('success.title')} description={t('success.description', { orderId })} />
      <div style={{ padding: 16, display: 'grid', gap: 12 }}>
        <Button block color="danger" onClick={() => navigate(`/withdraw-detail/${orderId}`, { replace: true })}>
          {t('success.view')}
        </Button>
        <Button block onClick={() => navigate('/', { replace: true })}>
          {t('success.home')}
        </Button>
      </div>
    </div>
  );
}
