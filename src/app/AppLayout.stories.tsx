import { demoToken, resetDb } from '@mocks/stories';
import { ShellAt } from '@stories/support/shell-root';
import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { setToken } from '@/lib/storage';

const meta = preview.meta({
  title: 'app/Shell',
  component: ShellAt,
  args: { at: '/' },
  beforeEach: () => setToken(null),
});

const tabs = (canvas: {
  findByRole: (r: 'navigation', o: { name: string }, w: { timeout: number }) => Promise<HTMLElement>;
}) => canvas.findByRole('navigation', { name: '主导航' }, { timeout: 8000 }).then((nav) => within(nav));

/** Home: the lazily loaded page with the bottom tab bar, home tab active. */
export const HomeWithTabBar = meta.story({
  async play({ canvas }) {
    const bar = await tabs(canvas);
    expect(bar.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByText('为你推荐', {}, { timeout: 8000 })).toBeVisible();
  },
});

/** A tap on a tab opens its page and moves the active tab. */
export const TabNavigation = meta.story({
  async play({ canvas, userEvent }) {
    const bar = await tabs(canvas);
    await userEvent.click(bar.getByRole('link', { name: '公告' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '公告' }, { timeout: 8000 })).toBeVisible();
    expect(bar.getByRole('link', { name: '公告' })).toHaveAttribute('aria-current', 'page');
    expect(bar.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  },
});

/** A page that needs login, opened without a token: the login page, and no tab bar. */
export const LoginGuard = meta.story({
  args: { at: '/edit-info' },
  async play({ canvas }) {
    await expect(await canvas.findByRole('button', { name: '连接钱包登录' }, { timeout: 8000 })).toBeVisible();
    expect(canvas.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
    expect(canvas.queryByRole('navigation', { name: '主导航' })).toBeNull();
  },
});

/** The same page with a session: the page itself. */
export const LoggedInPage = meta.story({
  args: { at: '/edit-info' },
  beforeEach: async () => setToken(await demoToken('normal')),
  async play({ canvas }) {
    await expect(await canvas.findByText('钱包地址', {}, { timeout: 8000 })).toBeVisible();
    expect(canvas.getByRole('heading', { level: 1, name: '编辑资料' })).toBeVisible();
  },
});

/** A path outside the route table: the not-found page, without the tab bar. */
export const UnknownPath = meta.story({
  args: { at: '/no/such/page' },
  async play({ canvas }) {
    await expect(await canvas.findByText('您访问的页面不存在或已被移除', {}, { timeout: 8000 })).toBeVisible();
    expect(canvas.queryByRole('navigation', { name: '主导航' })).toBeNull();
  },
});

/**
 * Keep-alive (docs/backend/spec-rules.md#keep-alive): the lottery list stays mounted while a detail is open, so coming
 * back shows the very same list (same DOM, no reload). Seeded at wall time: lottery phases use the device clock.
 */
export const KeepAliveLotteryList = meta.story({
  args: { at: '/lotteryList' },
  beforeEach: async () => {
    await resetDb({ now: Date.now() });
  },
  async play({ canvas, userEvent }) {
    const cards = await canvas.findAllByRole('link', {}, { timeout: 8000 });
    const first = cards[0] as HTMLAnchorElement;
    await userEvent.click(first);
    await expect(await canvas.findByRole('heading', { level: 1, name: '抽签详情' }, { timeout: 8000 })).toBeVisible();
    expect(first).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(first).toBeVisible());
    expect(first.isConnected).toBe(true);
  },
});
