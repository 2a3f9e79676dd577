import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverNow } from '@/lib/server-clock';
import { formatCountdown, secondsLeft } from '../lib/countdown';

/**
 * Ticks every second until `deadline`; calls onExpire once when it reaches zero. The deadline is the
 * backend's (expireTime on its clock), so the default `now` is the server's clock measured from responses:
 * a phone clock minutes off would otherwise show minutes too many or too few, or expire a payable order.
 */
export function Countdown({
  deadline,
  onExpire,
  now = serverNow,
}: {
  deadline: number;
  onExpire?: () => void;
  now?: () => number;
}) {
  const { t } = useTranslation('payments');
  const [left, setLeft] = useState(() => secondsLeft(deadline, now()));
  useEffect(() => {
    const tick = () => {
      const s = secondsLeft(deadline, now());
      setLeft(s);
      return s;
    };
    if (tick() === 0) {
      onExpire?.();
      return;
    }
    const id = setInterval(() => {
      if (tick() === 0) {
        clearInterval(id);
        onExpire?.();
      }
    }, 1000);
    return () => clearInterval(id);
  }, [deadline, onExpire, now]);
  return (
    <span role="timer" aria-live="off" data-seconds={left}>
      {t('pay.countdown', { time: formatCountdown(left) })}
    </span>
  );
}
