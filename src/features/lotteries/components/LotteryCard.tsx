import type { LotteryListItem } from '@contracts/lotteries';
import { Image, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Countdown } from '@/components/Countdown';
import { phaseAndTarget } from '../lib/phase';
import css from './lotteries.module.css';
import { PhaseTag } from './PhaseTag';

const COUNTDOWN_KEY = { 0: 'startsIn', 1: 'endsIn', 2: 'drawIn' } as const;

export function LotteryCard({ item, now }: { item: LotteryListItem; now: number }) {
  const { t } = useTranslation('lotteries');
  const { phase, target } = phaseAndTarget(item, now);
  return (
    <Link to={`/lotteryDetail?id=${item.id}`} className={css.card}>
      <Image src={item.adImage} alt="" fit="cover" className={css.cover} lazy />
      <div className={css.body}>
        <div className={css.row}>
          <PhaseTag phase={phase} />
          {item.joined && <Tag color="success">{t('joined')}</Tag>}
        </div>
        <h3 className={css.name}>{item.name}</h3>
        <p className={css.meta}>
          {t('joinNum', { count: item.joinNum })}
          {phase !== 3 && target !== null && (
            <>
              {' · '}
              {t(COUNTDOWN_KEY[phase as 0 | 1 | 2])} <Countdown deadline={target} long now={() => now} />
            </>
          )}
          {phase === 3 && ` · ${t('hitNum', { count: item.realHitNum })}`}
        </p>
      </div>
    </Link>
  );
}
