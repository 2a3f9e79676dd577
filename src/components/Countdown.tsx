import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitDuration } from '@/lib/format-time';
import { serverNow } from '@/lib/server-clock';

/** Whole seconds left until `deadline`, rounded up (a countdown never shows 0 while time is left); never negative. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** "mm:ss" for the short form; the long form is "hh:mm:ss" after the days (the caller adds the days' words). */
export function formatCountdown(seconds: number, long = false): string {
  const { days, hours, minutes, seconds: s } = splitDuration(Math.max(0, Math.floor(seconds)) * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return long ? `${p(hours)}:${p(minutes)}:${p(s)}` : `${p(days * 1440 + hours * 60 + minutes)}:${p(s)}`;
}

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
