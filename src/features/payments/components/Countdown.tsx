import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, secondsLeft } from '../lib/countdown';

const wallNow = () => Date.now();

/** Ticks every second until `deadline`; calls onExpire once when it reaches zero. */
export function Countdown({
  deadline,
  onExpire,
  now = wallNow,
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
