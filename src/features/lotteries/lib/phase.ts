import { type LotteryListItem, type LotteryPhase, lotteryPhase, restTimeToMs } from '@contracts/lotteries';

type Timed = Partial<Pick<LotteryListItem, 'startTime' | 'endTime' | 'lotteryTime' | 'taskState'>>;

/** The phase and the moment its countdown aims at (start, end or draw); null target once drawn. */
export function phaseAndTarget(l: Timed, nowMs: number): { phase: LotteryPhase; target: number | null } {
  const phase = lotteryPhase(
    { startTime: l.startTime ?? '', endTime: l.endTime ?? '', taskState: l.taskState ?? 0 },
    nowMs,
  );
  const at = (s?: string) => (s ? restTimeToMs(s) : Number.NaN);
  const target =
    phase === 0 ? at(l.startTime) : phase === 1 ? at(l.endTime) : phase === 2 ? at(l.lotteryTime) : Number.NaN;
  return { phase, target: Number.isFinite(target) ? target : null };
}

/** rateType 1: rate/100 %; rateType 0: a number of winning places. */
export function rateText(l: Pick<LotteryListItem, 'rateType' | 'rate'>): { key: 'rate' | 'places'; value: string } {
  return l.rateType === 1
    ? { key: 'rate', value: `${(l.rate / 100).toFixed(2).replace(/\.?0+$/, '')}%` }
    : { key: 'places', value: String(l.rate) };
}
