import type { OrderVO } from '@contracts/orders';
import { Form, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoodsContract } from '@/api/goods';
import { useTrackedTx } from '@/api/tracked-tx';
import { BusyButton } from '@/components/BusyButton';
import { LabelledTextArea } from '@/components/LabelledTextArea';
import { NoWalletNotice } from '@/components/NoWalletNotice';
import { ActionProgress } from '@/components/tx/ActionProgress';
import { CONTRACT_CHAIN_ID } from '@/platform/chains';
import type { SendTransaction } from '@/platform/wallet';
import { refundReturnTx } from '../lib/refund-tx';

/**
 * Refund: the wallet returns exactly the order's tokens to the merchant's inside address, then the
 * transfer hash and the note are submitted (docs/backend/rules.md#r16-refund-apply).
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
  send?: SendTransaction;
}) {
  const { t } = useTranslation('orders');
  const [note, setNote] = useState('');
  const contract = useGoodsContract(order.info.goodsId, open);
  const action = useTrackedTx(
    {
      action: 'refundReturn',
      subject: order.info.orderId,
      chainId: CONTRACT_CHAIN_ID,
      params: note.trim() ? { note: note.trim() } : {},
    },
    () => {
      Toast.show({ icon: 'success', content: t('refund.submitted') });
      onClose();
    },
  );

  const submit = async () => {
    const address = contract.data?.address;
    if (!send || !address || !action.canStart) return;
    // The tokens go back on chain first; the tracker submits the hash (and the note) once it is mined.
    await action.start(() =>
      send(
        refundReturnTx({
          from: order.info.buyerAddress,
          to: order.merchant.insideAddress,
          contract: address,
          tokenIds: order.info.tokenIds,
        }),
      ),
    );
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
        <ActionProgress action={action} />
        {send ? (
          <BusyButton
            block
            color="danger"
            disabled={!contract.data || !action.canStart}
            loading={action.sending}
            onClick={() => void submit()}
          >
            {action.sending ? t('refund.returning') : t('refund.returnTokens')}
          </BusyButton>
        ) : (
          <>
            {/* The tokens go back only through a wallet: say so, and how to get here in a wallet app. */}
            <p role="alert">{t('refund.walletMissing')}</p>
            <NoWalletNotice />
          </>
        )}
      </div>
    </Popup>
  );
}
