import type { OrderVO } from '@contracts/orders';
import { Button, Form, Popup, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledTextArea } from '@/components/LabelledTextArea';
import { useGoodsContract } from '../api/get-goods-contract';
import { useRefundApply } from '../api/refund-apply';
import { refundReturnTx } from '../lib/refund-tx';

export type SendTx = (tx: { chainId: 2999 | 56; to: string; value: string; data: string }) => Promise<string>;

/**
 * Refund: the wallet returns exactly the order's tokens to the merchant's inside address, then the
 * transfer hash and the note are submitted (real rule 16).
 */
export function RefundApplyPopup({
  order,
  open,
  onClose,
  send,
}: {
  order: OrderVO;
  open: boolean;
  onClose: () => void;
  send?: SendTx;
}) {
  const { t } = useTranslation('orders');
  const [note, setNote] = useState('');
  const [signing, setSigning] = useState(false);
  const busy = useRef(false);
  const contract = useGoodsContract(order.info.goodsId, open);
  const refund = useRefundApply();

  const submit = async () => {
    if (busy.current || !send || !contract.data) return;
    busy.current = true;
    setSigning(true);
    try {
      const txHash = await send(
        refundReturnTx({
          from: order.info.buyerAddress,
          to: order.merchant.insideAddress,
          contract: contract.data.address,
          tokenIds: order.info.tokenIds,
        }),
      );
      await refund.mutateAsync({ orderId: order.info.orderId, txHash, ...(note.trim() ? { note: note.trim() } : {}) });
      Toast.show({ icon: 'success', content: t('refund.submitted') });
      onClose();
    } catch {
      // The wallet refusal or the server message is shown by the global handlers.
    } finally {
      busy.current = false;
      setSigning(false);
    }
  };

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose}>
      <div style={{ padding: 16 }} role="dialog" aria-label={t('refund.title')}>
        <h2 style={{ fontSize: 16 }}>{t('refund.title')}</h2>
        <p>{t('refund.explain', { ids: order.info.tokenIds.join(', ') })}</p>
        <Form layout="vertical" footer={null}>
          <Form.Item label={t('refund.note')}>
            <LabelledTextArea
              label={t('refund.note')}
              placeholder={t('refund.notePlaceholder')}
              maxLength={200}
              showCount
              value={note}
              onChange={setNote}
            />
          </Form.Item>
        </Form>
        {!send && <p role="alert">{t('refund.walletMissing')}</p>}
        <Button block color="danger" disabled={!send || !contract.data} loading={signing} onClick={() => void submit()}>
          {signing ? t('refund.returning') : t('refund.returnTokens')}
        </Button>
      </div>
    </Popup>
  );
}
