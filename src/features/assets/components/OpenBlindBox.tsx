import type { TokenMetaVO } from '@contracts/orders';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubmitTxHash } from '../api/assets';
import { openBlindBoxTx, type SendContractTx } from '../lib/token-tx';
import css from './assets.module.css';

interface Props {
  ctId: number;
  contract: string;
  tokenId: number;
  send?: SendContractTx;
  onOpened: (prize: TokenMetaVO) => void;
}

/**
 * The wallet sends openBlindBoxNFT, tx-hash (respType 1) answers the prize. The box is burnt by then, so
 * the detail that holds this button re-renders as "not held": the reveal lives in the parent (onOpened).
 */
export function OpenBlindBox({ ctId, contract, tokenId, send, onOpened }: Props) {
  const { t } = useTranslation('assets');
  const submit = useSubmitTxHash();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    if (!send) return;
    setBusy(true);
    try {
      const txHash = await send(openBlindBoxTx(contract, tokenId));
      const meta = await submit.mutateAsync({ ctId, txHash, respType: 1 });
      if (meta) onOpened(meta);
    } catch {
      // The wallet's refusal needs no message; API errors are shown by the query client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button color="danger" block disabled={!send} loading={busy} onClick={() => void open()}>
      {send ? t('actions.openBox') : t('actions.noWallet')}
    </Button>
  );
}

/** The prize of an opened box, with a link to the goods' open records. */
export function PrizeReveal({
  prize,
  goodsId,
  onClose,
}: {
  prize: TokenMetaVO | null;
  goodsId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('assets');
  return (
    <Popup visible={prize !== null} bodyStyle={{ padding: 24 }} onMaskClick={onClose}>
      {prize ? (
        <div className={css.reveal} role="dialog" aria-label={t('reveal.title')}>
          <h2>{t('reveal.title')}</h2>
          <img src={prize.cover} alt={prize.name} />
          <p data-testid="prize-name">{prize.name}</p>
          <Link to={`/blindbox-record/${goodsId}`}>{t('reveal.records')}</Link>
        </div>
      ) : null}
    </Popup>
  );
}
