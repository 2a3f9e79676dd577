import { Button, Result, Space } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

export default function PaySuccessPage() {
  const { orderId = '' } = useParams();
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  return (
    <div style={{ padding: 16 }}>
      <Result status="success" title={t('success.title')} description={t('success.message')} />
      <Space direction="vertical" block>
        <Button block color="danger" onClick={() => navigate(`/order-detail/${orderId}`, { replace: true })}>
          {t('success.viewOrder')}
        </Button>
        <Button block onClick={() => navigate('/', { replace: true })}>
          {t('success.home')}
        </Button>
      </Space>
    </div>
  );
}
