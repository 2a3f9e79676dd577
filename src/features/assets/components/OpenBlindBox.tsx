import type { TokenMetaVO } from '@contracts/orders';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTrackedTx } from '@/api/tracked-tx';
import { BusyButton } from '@/components/BusyButton';
import { NoWalletNotice } from '@/components/NoWalletNotice';
import { TxProgress } from '@/components/tx/TxProgress';
import { CONTRACT_CHAIN_ID } from '@/platform/chains';
import type { SendTransaction } from '@/platform/wallet';
import { openBlindBoxTx } from '../lib/token-tx';
import css from './assets.module.css';

interface Props {
  ctId: number;
  contract: string;
  tokenId: number;
  send?: SendTransaction;
  onOpened: (prize: TokenMetaVO) => void;
}

/**
 * The wallet sends openBlindBoxNFT; the tracker waits for the block and submits the hash (tx-hash,
 * respType 1) until the backend answers the prize. The box is burnt by then, so the detail that holds
 * this button re-renders as "not held": the reveal lives in the parent (onOpened).
 */
export function OpenBlindBox({ ctId, contract, tokenId, send, onOpened }: Props) {
  const { t } = useTranslation('assets');
  const action = useTrackedTx(
    { action: 'openBox', subject: String(tokenId), chainId: CONTRACT_CHAIN_ID, params: { ctId } },
    (prize) => {
      if (prize) onOpened(prize as TokenMetaVO);
    },
  );
  return (
    <>
      <TxProgress entry={action.entry} sending={action.sending} onRetry={action.retry} onDismiss={action.dismiss} />
      {action.walletError && !action.walletError.rejected ? <p role="alert">{action.walletError.message}</p> : null}
      {!send && action.canStart ? (
        // No wallet here: a disabled button would be a dead end, so say how to get here in a wallet app.
        <NoWalletNotice />
      ) : action.canStart || action.sending ? (
        <BusyButton
          color="danger"
          block
          loading={action.sending}
          onClick={() => send && void action.start(() => send(openBlindBoxTx(contract, tokenId)))}
        >
          {t('actions.openBox')}
        </BusyButton>
      ) : null}
    </>
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
