import { Button, CheckList, ErrorBlock, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddressList } from '@/api/addresses';
import { useTrackedTx } from '@/api/tracked-tx';
import { BusyButton } from '@/components/BusyButton';
import { NoWalletNotice } from '@/components/NoWalletNotice';
import { ActionProgress } from '@/components/tx/ActionProgress';
import { TxProgress } from '@/components/tx/TxProgress';
import { emptyState } from '@/lib/page-state';
import { CONTRACT_CHAIN_ID } from '@/platform/chains';
import type { SendTransaction } from '@/platform/wallet';
import { encodeShipTo } from '../lib/express-detail';
import { expressTx } from '../lib/token-tx';

interface Props {
  ctId: number;
  contract: string;
  tokenIds: number[];
  send?: SendTransaction;
  onDone: (orderId: string) => void;
}

/** Withdraw for delivery: choose an address, the wallet sends expressNFT, then tx-hash indexes it. */
export function WithdrawButton({ ctId, contract, tokenIds, send, onDone }: Props) {
  const { t } = useTranslation('assets');
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number | undefined>();
  const [note, setNote] = useState('');
  const book = useAddressList();
  const action = useTrackedTx(
    { action: 'withdraw', subject: tokenIds.join(','), chainId: CONTRACT_CHAIN_ID, params: { ctId } },
    (orderId) => {
      if (typeof orderId === 'string') onDone(orderId);
    },
  );
  const list = book.data ?? [];
  const chosen = list.find((a) => a.id === picked) ?? list.find((a) => a.status === 1) ?? list[0];
  const confirm = async () => {
    if (!send || !chosen) return;
    // The ship-to details travel encrypted inside the tx (expressNFT); the tracker then tells the backend.
    await action.start(async () => {
      const detail = await encodeShipTo({
        name: chosen.name,
        phone: chosen.phone,
        detail: `${chosen.region} ${chosen.location}`,
        note: note.trim(),
      });
      return send(expressTx(contract, tokenIds, detail));
    });
  };
  const onTheWay = action.entry !== undefined && !action.canStart && !action.sending;
  return (
    <>
      {onTheWay ? (
        <TxProgress entry={action.entry} onRetry={action.retry} onDismiss={action.dismiss} />
      ) : (
        <Button block onClick={() => setOpen(true)}>
          {t('actions.withdraw')}
        </Button>
      )}
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyStyle={{ padding: 16, maxHeight: '80vh', overflow: 'auto' }}
      >
        <h3 style={{ marginTop: 0 }}>{t('withdraw.title')}</h3>
        {list.length === 0 && !book.isPending ? (
          <ErrorBlock {...emptyState} status="empty" title={t('withdraw.noAddress')} description="" />
        ) : null}
        <CheckList value={chosen ? [String(chosen.id)] : []} onChange={(v) => setPicked(Number(v[0]))}>
          {list.map((a) => (
            <CheckList.Item key={a.id} value={String(a.id)} description={`${a.region} ${a.location}`}>
              {a.name} {a.phone}
            </CheckList.Item>
          ))}
        </CheckList>
        <Link to="/address-edit">{t('withdraw.addAddress')}</Link>
        <Input
          aria-label={t('withdraw.note')}
          placeholder={t('withdraw.note')}
          value={note}
          maxLength={100}
          onChange={setNote}
          style={{ margin: '12px 0' }}
        />
        <ActionProgress action={action} />
        {send ? (
          <BusyButton
            block
            color="danger"
            disabled={!chosen || !action.canStart}
            loading={action.sending}
            onClick={() => void confirm()}
          >
            {t('withdraw.confirm', { count: tokenIds.length })}
          </BusyButton>
        ) : (
          // No wallet here: a disabled button would be a dead end, so say how to get here in a wallet app.
          <NoWalletNotice />
        )}
      </Popup>
    </>
  );
}
