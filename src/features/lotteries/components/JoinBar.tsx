import type { LotteryDetail } from '@contracts/lotteries';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/BusyButton';
import { phaseAndTarget } from '../lib/phase';
import css from './lotteries.module.css';

export interface JoinBarProps {
  detail: LotteryDetail;
  now: number;
  loggedIn: boolean;
  joining: boolean;
  onJoin: () => void;
  onLogin: () => void;
}

/** One button whose label says why it is disabled: not started, joined, ended, drawn. */
export function JoinBar({ detail, now, loggedIn, joining, onJoin, onLogin }: JoinBarProps) {
  const { t } = useTranslation('lotteries');
  const { phase } = phaseAndTarget(detail.info, now);
  if (!loggedIn && phase === 1)
    return (
      <div className={css.bar}>
        <Button block color="danger" onClick={onLogin}>
          {t('loginToJoin')}
        </Button>
      </div>
    );
  const joined = detail.mine?.joined === true;
  const label = joined
    ? t('joined')
    : phase === 0
      ? t('notStarted')
      : phase === 1
        ? t('join')
        : phase === 2
          ? t('ended')
          : t('drawnLabel');
  return (
    <div className={css.bar}>
      <BusyButton block color="danger" disabled={joined || phase !== 1} loading={joining} onClick={onJoin}>
        {label}
      </BusyButton>
    </div>
  );
}
