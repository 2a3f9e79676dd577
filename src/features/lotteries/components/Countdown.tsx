import { useTranslation } from 'react-i18next';
import { splitDuration } from '@/lib/format-time';

/** "1天 02:03:04" until `target`. */
export function Countdown({ target, now }: { target: number; now: number }) {
  const { t } = useTranslation('lotteries');
  const { days, hours, minutes, seconds } = splitDuration(target - now);
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    <time dateTime={new Date(target).toISOString()}>
      {days > 0 ? t('days', { count: days }) : ''}
      {`${p(hours)}:${p(minutes)}:${p(seconds)}`}
    </time>
  );
}
