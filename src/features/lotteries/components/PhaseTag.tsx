import { LotteryPhase } from '@contracts/lotteries';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { langOf } from '@/lib/i18n';

const COLORS = { 0: 'primary', 1: 'danger', 2: 'warning', 3: 'default' } as const;

export function PhaseTag({ phase }: { phase: LotteryPhase }) {
  const { i18n } = useTranslation();
  return <Tag color={COLORS[phase]}>{LotteryPhase.label(phase, langOf(i18n.language))}</Tag>;
}
