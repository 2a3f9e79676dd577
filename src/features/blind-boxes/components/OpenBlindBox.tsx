import type { TokenMetaVO } from '@contracts/orders';
import { useTranslation } from 'react-i18next';
import { useTrackedTx } from '@/api/tracked-tx';
import { BusyButton } from '@/components/BusyButton';
import { NoWalletNotice } from '@/components/NoWalletNotice';
import { ActionProgress } from '@/components/tx/ActionProgress';
import { CONTRACT_CHAIN_ID } from '@/platform/chains';
import type { SendTransaction } from '@/platform/wallet';
import { openBlindBoxTx } from '../lib/open-box-tx';

interface Props {
  ctId: number;
  contract: string;
  tokenId: number;
  send?: SendTransaction;
  onOpened: (prize: TokenMetaVO) => void;
}

/**
 * The wallet sends openBlindBoxNFT; the tracker waits for the block and submits the hash (tx-hash,
 * respType 1) until the backend answers the prize. The box is burnt by then, so the asset detail that holds
 * this button re-renders as "not held": the reveal (PrizeReveal) lives beside that detail, in the page (onOpened).
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
      <ActionProgress action={action} />
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
