import type { LotteryPhase } from '@contracts/lotteries';
import { Tag } from 'antd-mobile';
import { useStatusWord } from '@/lib/status-words';

const COLORS = { 0: 'primary', 1: 'danger', 2: 'warning', 3: 'default' } as const;

export function PhaseTag({ phase }: { phase: LotteryPhase }) {
  const word = useStatusWord();
  return <Tag color={COLORS[phase]}>{word('lotteryPhase', phase)}</Tag>;
}
