import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { now, orders, persona } from '../../mocks/stories';
import { as } from '../support/persona';
import { scenario } from '../support/scenario';
import { ShellAt } from '../support/shell-root';

/**
 * The demo toolbars (.storybook/toolbars.ts), each pinned the way a story pins a value: `globals`. Every
 * story here renders differently from its toolbar-free twin in app/Shell, which is the proof that the
 * toolbar acts. The toolbar values apply after the story's own beforeEach, so they win over it.
 */
const meta = preview.meta({
  title: 'Demo/Toolbars',
  component: ShellAt,
  args: { at: '/' },
});

const slow = { timeout: 10_000 };
const body = () => within(document.body);

/** Language: the whole shell in English (i18next), tab bar and page texts alike. */
export const LanguageEnglish = meta.story({
  globals: { locale: 'en' },
  async play({ canvas }) {
    const nav = await canvas.findByRole('navigation', { name: 'Main navigation' }, slow);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByText('Recommended for you', {}, slow)).toBeVisible();
    await expect(document.documentElement.lang).toBe('en');
  },
});

/** Persona "anonymous" logs out a story that logged in: a login-only page shows the login screen. */
export const PersonaAnonymousOverridesStoryLogin = meta.story({
  args: { at: '/edit-info' },
  beforeEach: as('normal'),
  globals: { persona: 'anonymous' },
  async play({ canvas }) {
    await expect(await canvas.findByRole('button', { name: '连接钱包登录' }, slow)).toBeVisible();
  },
});

/** Persona "normal" on a story without a login: the page itself, with that persona's wallet address. */
export const PersonaLogsIn = meta.story({
  args: { at: '/edit-info' },
  globals: { persona: 'normal' },
  async play({ canvas }) {
    await expect(await canvas.findByRole('heading', { level: 1, name: '编辑资料' }, slow)).toBeVisible();
    await expect(await canvas.findByText('钱包地址', {}, slow)).toBeVisible();
  },
});

/** Scenario "server error": every /api request answers HTTP 500, the home page shows its retry blocks. */
export const ScenarioServerError = meta.story({
  globals: { scenario: 'server-error' },
  async play({ canvas }) {
    await expect((await canvas.findAllByText('加载失败，点击重试', {}, slow))[0]).toBeVisible();
  },
});

/** Scenario "none" clears what the story forced (here a server error): the plain mock answers. */
export const ScenarioNoneClearsTheStorys = meta.story({
  beforeEach: scenario('server-error'),
  globals: { scenario: 'none' },
  async play({ canvas }) {
    await expect((await canvas.findAllByRole('link', { name: /星际旅人潮玩手办/ }, slow))[0]).toBeVisible();
    await expect(canvas.queryByText('加载失败，点击重试')).toBeNull();
  },
});

/** The normal persona's newest order stored as unpaid, found once the clock toolbar has re-seeded the shop. */
function newestUnpaid(): string {
  const buyer = persona('normal').address;
  const unpaid = orders.all().filter((o) => o.buyerAddress === buyer && o.status === 0);
  const newest = unpaid.sort((a, b) => b.orderTime - a.orderTime)[0];
  if (!newest) throw new Error('the seed has no unpaid order of the normal persona');
  return newest.orderId;
}

/** Clock "order about to expire": the pay page counts down the last two minutes of the window. */
export const ClockOrderAboutToExpire = meta.story({
  globals: { clock: 'expiring', persona: 'normal' },
  render: () => <ShellAt at={`/pay-order/${newestUnpaid()}`} />,
  async play() {
    const timer = await body().findByRole('timer', {}, slow);
    await expect(timer).toHaveTextContent(/剩余支付时间 0[12]:\d{2}/);
    // The countdown runs on the server's clock, known from HTTP Date headers to the second: 120 s ± 1.
    await expect(Number(timer.dataset.seconds)).toBeLessThanOrEqual(121);
    await expect(now()).toBeGreaterThan(Date.now() - 60_000);
  },
});

/** Clock "order expired": the same order is past its window and can no longer be paid. */
export const ClockOrderExpired = meta.story({
  globals: { clock: 'expired', persona: 'normal' },
  render: () => <ShellAt at={`/pay-order/${newestUnpaid()}`} />,
  async play() {
    await expect(await body().findByText('订单已超时', {}, slow)).toBeVisible();
    await expect(body().queryByRole('button', { name: '使用钱包支付' })).toBeNull();
  },
});
