import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, secondsLeft } from '@/lib/format-time';
import { serverNow } from '@/lib/server-clock';

interface Props {
  /** Epoch ms on the backend's clock (an order's expireTime, a lottery's start, end or draw). */
  deadline: number;
  /** Called once when it reaches zero (at once if the deadline has passed). */
  onExpire?: () => void;
  /** "1天 02:03:04" (lotteries, days away) instead of "mm:ss" (the 30-minute payment window). */
  long?: boolean;
  /** Words around the time ("Time left to pay 12:34"); the bare time without. */
  label?: (time: string) => ReactNode;
  /** The clock; the server's by default (tests inject one). */
  now?: () => number;
}

/**
 * The app's one countdown. Deadlines are the backend's, so it counts on the server's clock measured from
 * responses (src/lib/server-clock.ts): a phone clock minutes off would otherwise show minutes too many or too
 * few, open a lottery early or expire a payable order. Ticks every second until zero.
 */
export function Countdown({ deadline, onExpire, long = false, label, now = serverNow }: Props) {
  const { t } = useTranslation('common');
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
  const days = Math.floor(left / 86_400);
  const time = long
    ? `${days > 0 ? t('countdown.days', { count: days }) : ''}${formatCountdown(left, true)}`
    : formatCountdown(left);
  return (
    <time
      role="timer"
      aria-live="off"
      dateTime={Number.isFinite(deadline) ? new Date(deadline).toISOString() : undefined}
      data-seconds={left}
    >
      {label ? label(time) : time}
    </time>
  );
}
