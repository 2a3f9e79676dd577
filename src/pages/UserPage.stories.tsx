import { pageAt } from '@stories/support/page-frame';
import { loggedInAs } from '@stories/support/persona';
import { scenario } from '@stories/support/scenario';
import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { getToken } from '@/lib/storage';
import UserPage from './UserPage';

const meta = preview.meta({
  title: 'pages/UserPage',
  component: UserPage,
  render: pageAt('/user', UserPage),
  parameters: { route: '/user' },
  beforeEach: loggedInAs('normal'),
});

const body = () => within(document.body);
const profile = (canvas: { getByRole: (r: 'region', o: { name: string }) => HTMLElement }) =>
  within(canvas.getByRole('region', { name: '个人信息' }));

/** The seeded user: nickname, short address, invite count, order shortcuts, services, logout. */
export const LoggedIn = meta.story({
  async play({ canvas }) {
    await expect(await canvas.findByRole('button', { name: /0xf39f…2266/ }, { timeout: 5000 })).toBeVisible();
    expect(canvas.getByRole('link', { name: '编辑资料' })).toHaveAttribute('href', '/edit-info');
    expect(canvas.getByRole('link', { name: '待付款' })).toHaveAttribute('href', '/orders?status=0');
    expect(canvas.getByRole('button', { name: '退出登录' })).toBeVisible();
  },
});

/** No token: the visitor's login button, which comes back here after login. */
export const Visitor = meta.story({
  beforeEach: loggedInAs(null),
  async play({ canvas, userEvent }) {
    expect(canvas.getByText('登录后查看订单、资产与邀请')).toBeVisible();
    expect(canvas.queryByRole('button', { name: '退出登录' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '登录 / 注册' }));
    await expect(await canvas.findByRole('status', { name: 'location' })).toHaveTextContent('/login?redirect=%2Fuser');
  },
});

export const Loading = meta.story({
  beforeEach: scenario('slow'),
  async play({ canvas }) {
    await expect(profile(canvas).getByText('正在加载用户信息…')).toBeVisible();
    expect(canvas.queryByRole('button', { name: '登录 / 注册' })).toBeNull();
  },
});

/** User info fails (HTTP 500): a retry, not the visitor's login button; the retry then works. */
export const ServerError = meta.story({
  beforeEach: scenario('server-error', { path: '/api/v/account/info', count: 1 }),
  async play({ canvas, userEvent }) {
    await expect(await canvas.findByText('网络错误', {}, { timeout: 5000 })).toBeVisible();
    expect(canvas.queryByRole('button', { name: '登录 / 注册' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(await canvas.findByRole('button', { name: /0xf39f…2266/ }, { timeout: 5000 })).toBeVisible();
  },
});

/** A dead session (302): the token is dropped and the page turns into the visitor's. */
export const SessionExpired = meta.story({
  beforeEach: scenario('session-expired', { path: '/api/v/account/info' }),
  async play({ canvas }) {
    await expect(await canvas.findByRole('button', { name: '登录 / 注册' }, { timeout: 5000 })).toBeVisible();
    expect(getToken()).toBeNull();
  },
});

/** Logout asks first, then clears the token and shows the visitor. */
export const Logout = meta.story({
  async play({ canvas, userEvent }) {
    await userEvent.click(await canvas.findByRole('button', { name: '退出登录' }, { timeout: 5000 }));
    const dialog = within(await body().findByRole('dialog'));
    const confirm = dialog.getByRole('button', { name: '退出登录' });
    // Taps and visibility count once the dialog has faded in.
    await waitFor(() => expect(getComputedStyle(confirm).pointerEvents).not.toBe('none'));
    await waitFor(() => expect(dialog.getByText('确定退出登录吗？')).toBeVisible());
    await userEvent.click(confirm);
    await expect(await canvas.findByRole('button', { name: '登录 / 注册' }, { timeout: 5000 })).toBeVisible();
    expect(getToken()).toBeNull();
  },
});
