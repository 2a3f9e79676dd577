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
  goodsId: string;
  send?: SendContractTx;
}

/** The wallet sends openBlindBoxNFT, tx-hash (respType 1) answers the prize, shown with a reveal. */
export function OpenBlindBox({ ctId, contract, tokenId, goodsId, send }: Props) {
  const { t } = useTranslation('assets');
  const submit = useSubmitTxHash();
  const [busy, setBusy] = useState(false);
  const [prize, setPrize] = useState<TokenMetaVO | null>(null);
  const open = async () => {
    if (!send) return;
    setBusy(true);
    try {
      const txHash = await send(openBlindBoxTx(contract, tokenId));
      const meta = await submit.mutateAsync({ ctId, txHash, respType: 1 });
      if (meta) setPrize(meta);
    } catch {
      // The wallet's refusal needs no message; API errors are shown by the query client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button color="danger" block disabled={!send} loading={busy} onClick={() => void open()}>
        {send ? t('actions.openBox') : t('actions.noWallet')}
      </Button>
      <Popup visible={prize !== null} bodyStyle={{ padding: 24 }} onMaskClick={() => setPrize(null)}>
        {prize ? (
          <div className={css.reveal} role="dialog" aria-label={t('reveal.title')}>
            <h2>{t('reveal.title')}</h2>
            <img src={prize.cover} alt={prize.name} />
            <p data-testid="prize-name">{prize.name}</p>
            <Link to={`/blindbox-record/${goodsId}`}>{t('reveal.records')}</Link>
          </div>
        ) : null}
      </Popup>
    </>
  );
}
