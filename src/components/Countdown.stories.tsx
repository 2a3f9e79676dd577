import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Countdown } from './Countdown';

/** A fixed clock, so the stories show the same time on every run (the app counts on the server's clock). */
const NOW = Date.UTC(2026, 0, 15, 2, 0, 0);
const clock = () => NOW;

/** The app's one countdown: the payment window (mm:ss) and lottery phases (days, then hh:mm:ss). */
const meta = preview.meta({
  title: 'components/Countdown',
  component: Countdown,
  args: { deadline: NOW + (12 * 60 + 34) * 1000, now: clock },
});

/** The pay page: the words around the time, minutes and seconds. */
export const PaymentWindow = meta.story({
  args: { label: (time: string) => `剩余支付时间 ${time}` },
  async play({ canvas }) {
    await expect(canvas.getByRole('timer')).toHaveTextContent('剩余支付时间 12:34');
  },
});

/** A lottery days away: the days, then hours, minutes and seconds. */
export const DaysAway = meta.story({
  args: { deadline: NOW + (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000, long: true },
  async play({ canvas }) {
    await expect(canvas.getByRole('timer')).toHaveTextContent('2天 03:04:05');
  },
});

/** The deadline has passed: zero, never negative. */
export const Expired = meta.story({
  args: { deadline: NOW - 5000 },
  async play({ canvas }) {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00');
  },
});
