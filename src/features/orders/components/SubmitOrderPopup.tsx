import { Popup, Radio, Space, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSubmitOrder } from '@/api/orders';
import { BusyButton } from '@/components/BusyButton';
import { QuantityStepper } from '@/components/QuantityStepper';
import { formatTotal } from '../lib/price';
import { AddressChooser, type ChosenAddress } from './AddressChooser';
import styles from './orders.module.css';

export interface SubmitTarget {
  skuId: string;
  name: string;
  cover: string;
  price: string;
  /** 1 when the SKU may be shipped as a physical item. */
  expressType: 0 | 1;
  bounds: { min: number; max: number; step: number; blocked: 'soldOut' | 'limitReached' | null };
}

interface Props {
  open: boolean;
  onClose: () => void;
  target: SubmitTarget;
}

/**
 * Quantity (clamped to min/stock/limit/50), delivery (keep as token, or ship to a saved address),
 * total in fen. A tap while a submit is in flight is ignored, so double taps create one order.
 */
export function SubmitOrderPopup({ open, onClose, target }: Props) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const submit = useSubmitOrder();
  const inFlight = useRef(false);
  const [num, setNum] = useState(target.bounds.min);
  const [delivery, setDelivery] = useState<0 | 1>(0);
  const [address, setAddress] = useState<ChosenAddress | null>(null);
  const qty = Math.min(Math.max(num, target.bounds.min), target.bounds.max);
  const blocked = target.bounds.blocked;

  const onSubmit = async () => {
    if (inFlight.current || blocked) return;
    if (delivery === 1 && !address) {
      Toast.show({ content: t('submit.addressRequired') });
      return;
    }
    inFlight.current = true;
    try {
      const orderId = await submit.mutateAsync({
        skuId: target.skuId,
        num: qty,
        expressType: delivery,
        ...(delivery === 1 && address
          ? { expressDetail: { name: address.name, phone: address.phone, detail: address.detail, note: '' } }
          : {}),
      });
      // inFlight stays set: the popup lives until the route changes, and a tap that lands in between (a double tap
      // on a busy phone, the second tap after the answer) must not place a second order.
      onClose();
      navigate(`/pay-order/${orderId}`);
    } catch {
      // The global error handler shows the server's message; the popup stays open to adjust.
      inFlight.current = false;
    }
  };

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div className={styles.popup} role="dialog" aria-label={t('submit.title')}>
        <div className={styles.head}>
          <img src={target.cover} alt="" className={styles.thumb} />
          <div>
            <div className={styles.title}>{target.name}</div>
            <div className={styles.muted}>{t('submit.max', { count: target.bounds.max })}</div>
          </div>
        </div>
        <div className={styles.line}>
          <span id="qty-label">{t('submit.qty')}</span>
          <QuantityStepper
            labelledBy="qty-label"
            min={target.bounds.min}
            max={target.bounds.max}
            step={target.bounds.step}
            value={qty}
            disabled={Boolean(blocked)}
            onChange={setNum}
          />
        </div>
        {target.expressType === 1 && (
          <div className={styles.line}>
            <span>{t('submit.delivery')}</span>
            <Radio.Group value={delivery} onChange={(v) => setDelivery(v === 1 ? 1 : 0)}>
              <Space>
                <Radio value={0}>{t('submit.keepToken')}</Radio>
                <Radio value={1}>{t('submit.ship')}</Radio>
              </Space>
            </Radio.Group>
          </div>
        )}
        {delivery === 1 && <AddressChooser value={address} onChange={setAddress} />}
        <div className={styles.submitBar}>
          <span>
            {t('submit.total')}
            <strong className={styles.total} data-testid="submit-total">
              {formatTotal(target.price, qty)}
            </strong>
          </span>
          <BusyButton
            color="danger"
            disabled={Boolean(blocked)}
            loading={submit.isPending}
            onClick={() => void onSubmit()}
          >
            {blocked === 'soldOut' ? t('submit.soldOut') : blocked ? t('submit.limitReached') : t('submit.submit')}
          </BusyButton>
        </div>
      </div>
    </Popup>
  );
}
