import type { LotteryDetail } from '@contracts/lotteries';
import { Image, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Countdown } from '@/components/Countdown';
import { SafeHtml } from '@/components/SafeHtml';
import { useStatusWord } from '@/lib/status-words';
import { phaseAndTarget, rateText } from '../lib/phase';
import css from './lotteries.module.css';
import { PhaseTag } from './PhaseTag';

/** Everything about one lottery; the join bar is passed in (it owns the side effects). */
export function LotteryDetailView({
  detail,
  now,
  joinBar,
}: {
  detail: LotteryDetail;
  now: number;
  joinBar?: React.ReactNode;
}) {
  const { t } = useTranslation('lotteries');
  const word = useStatusWord();
  const { info, rules, mine, participants = [], winners } = detail;
  const { phase, target } = phaseAndTarget(info, now);
  const rate =
    info.rateType !== undefined && info.rate !== undefined
      ? rateText({ rateType: info.rateType, rate: info.rate })
      : null;
  return (
    <>
      {info.adImage && <Image src={info.adImage} alt="" fit="cover" style={{ width: '100%', aspectRatio: '16 / 9' }} />}
      <section className={css.section}>
        <PhaseTag phase={phase} />
        <h2 className={css.name}>{info.name}</h2>
        <p className={css.meta}>{info.acquireDes}</p>
        {target !== null && phase !== 3 && (
          <p aria-live="off">
            {t(phase === 0 ? 'startsIn' : phase === 1 ? 'endsIn' : 'drawIn')}{' '}
            <Countdown deadline={target} long now={() => now} />
          </p>
        )}
      </section>
      <List header={t('facts')}>
        <List.Item extra={info.startTime}>{t('startTime')}</List.Item>
        <List.Item extra={info.endTime}>{t('endTime')}</List.Item>
        {info.lotteryTime && <List.Item extra={info.lotteryTime}>{t('lotteryTime')}</List.Item>}
        <List.Item extra={info.goodsName}>{t('goods')}</List.Item>
        {rate && <List.Item extra={rate.value}>{t(rate.key)}</List.Item>}
        <List.Item extra={String(info.joinNum ?? 0)}>{t('participants')}</List.Item>
      </List>
      {mine && (
        <section className={css.section} aria-labelledby="mine-title">
          <h3 id="mine-title" className={css.sectionTitle}>
            {t('mine')}
          </h3>
          {mine.joined ? (
            <>
              <p>{t('joinedWithCodes', { count: mine.codes.length })}</p>
              <div className={css.codes}>
                {mine.codes.map((c) => (
                  <Tag key={c} color="primary" fill="outline" className={css.mono}>
                    {c}
                  </Tag>
                ))}
              </div>
              {mine.hit !== undefined && (
                <p>
                  <strong>{mine.hit ? t('hit') : t('notHit')}</strong>
                </p>
              )}
            </>
          ) : (
            <p>{t('notJoined')}</p>
          )}
        </section>
      )}
      {phase === 3 && (
        <section className={css.section} aria-labelledby="result-title">
          <h3 id="result-title" className={css.sectionTitle}>
            {t('result')}
          </h3>
          <p>
            {t('blockHeight')}: <span className={css.mono}>{info.blockHeight}</span>
          </p>
          <p>
            {t('blockHash')}: <span className={css.mono}>{info.blockHash}</span>
          </p>
          <p className={css.meta}>{t('verifiable')}</p>
          {winners && winners.length > 0 ? (
            <List header={t('winners', { count: winners.length })}>
              {winners.map((w) => (
                <List.Item key={w.code} extra={<span className={css.mono}>{w.code}</span>}>
                  {w.nickName || `UID ${w.uid}`}
                </List.Item>
              ))}
            </List>
          ) : (
            <p>{t('noWinners')}</p>
          )}
        </section>
      )}
      <section className={css.section} aria-labelledby="rules-title">
        <h3 id="rules-title" className={css.sectionTitle}>
          {t('rules')}
        </h3>
        <ul>
          {rules.map((r, i) => (
            <li key={r.id ?? i}>
              {r.itemType !== undefined ? word('lotteryRule', r.itemType) : t('rule')}
              {r.unitNum ? ` · ${t('unitNum', { count: r.unitNum })}` : ''}
            </li>
          ))}
        </ul>
        {info.lotteryRule && <SafeHtml html={info.lotteryRule} />}
      </section>
      {participants.length > 0 && (
        <List header={t('latestParticipants')}>
          {participants.map((p) => (
            <List.Item key={`${p.uid}-${p.joinTime}`} description={p.joinTime} extra={t('codes', { count: p.unitNum })}>
              {p.nickName || `UID ${p.uid}`}
            </List.Item>
          ))}
        </List>
      )}
      {joinBar}
    </>
  );
}
