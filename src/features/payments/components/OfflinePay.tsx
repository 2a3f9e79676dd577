import { Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflinePay } from '@/api/payments';
import { BusyButton } from '@/components/BusyButton';
import { isNotServed } from '@/lib/not-served';

/**
 * Offline payment with the operation password: a masked field kept only in this component's state,
 * sent in the header once and cleared right after; never stored, logged or put in a URL.
 */
export function OfflinePay({ orderId, onPaid }: { orderId: string; onPaid: () => void }) {
  const { t } = useTranslation('payments');
  const offline = useOfflinePay();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (offline.isPending) return;
    if (password.trim() === '') {
      setError(t('pay.passwordRequired'));
      return;
    }
    setError(null);
    const secret = password;
    setPassword('');
    try {
      await offline.mutateAsync({ orderId, password: secret });
      onPaid();
    } catch (e) {
      // A deployment without offline pay (docs/backend/corrections.md#b9-not-served) answers Spring's raw text: say it
      // calmly instead.
      if (isNotServed(e)) setError(t('common:notAvailable.toast'));
      else setError(e instanceof Error && e.message ? e.message : t('pay.failed'));
    }
  };

  return (
    <Form layout="vertical" footer={null}>
      <Form.Item
        label={t('pay.password')}
        help={t('pay.offlineHint')}
        {...(error ? { description: <span role="alert">{error}</span> } : {})}
      >
        <Input
          type="password"
          autoComplete="off"
          aria-label={t('pay.password')}
          placeholder={t('pay.passwordPlaceholder')}
          value={password}
          onChange={setPassword}
          onEnterPress={() => void submit()}
        />
      </Form.Item>
      <BusyButton block color="primary" loading={offline.isPending} onClick={() => void submit()}>
        {t('pay.payOffline')}
      </BusyButton>
    </Form>
  );
}
