import { installDemoWallet } from '@mocks/stories';
import { pageAt } from '@stories/support/page-frame';
import { loggedInAs } from '@stories/support/persona';
import { scenario } from '@stories/support/scenario';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { getToken } from '@/lib/storage';
import LoginPage from './LoginPage';

type WalletWindow = { ethereum?: unknown; __mallDemo?: unknown };

/**
 * The whole login page: captcha (none outside the `mock` Vite mode: no app id), wallet, sign-in
 * message, login call, then back to `redirect`. The mock's demo wallet signs with a persona's real key.
 */
function withDemoWallet() {
  installDemoWallet({ persona: 'normal', storage: null });
  return () => {
    const w = window as unknown as WalletWindow;
    delete w.ethereum;
    delete w.__mallDemo;
  };
}

const meta = preview.meta({
  title: 'pages/LoginPage',
  component: LoginPage,
  render: pageAt('/login', LoginPage),
  parameters: { route: '/login?redirect=%2Forders%3Fstatus%3D0' },
  beforeEach: loggedInAs(null),
});

/** The demo wallet signs in and the page returns to where the visitor came from. */
export const SignInAndReturn = meta.story({
  beforeEach: withDemoWallet,
  async play({ canvas, userEvent }) {
    await expect(canvas.getByRole('heading', { name: '登录' })).toBeVisible();
    expect(canvas.getByRole('radio', { name: /普通用户/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '连接钱包登录' }));
    await expect(await canvas.findByRole('status', { name: 'location' }, { timeout: 8000 })).toHaveTextContent(
      '/orders?status=0',
    );
    expect(getToken()).toMatch(/\S/);
  },
});

/** Another demo persona; a foreign `redirect` is ignored and the page goes home. */
export const OtherPersonaNoOpenRedirect = meta.story({
  beforeEach: withDemoWallet,
  parameters: { route: '/login?redirect=https%3A%2F%2Fevil.example%2Fsteal' },
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('radio', { name: /新用户/ }));
    expect(canvas.getByRole('radio', { name: /新用户/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '连接钱包登录' }));
    await expect(await canvas.findByRole('status', { name: 'location' }, { timeout: 8000 })).toHaveTextContent(/^\/$/);
  },
});

/** An ordinary browser without a wallet: the page says where to open it, and stays. */
export const NoWallet = meta.story({
  async play({ canvas, userEvent }) {
    expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '连接钱包登录' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('未检测到钱包');
    expect(canvas.getByRole('button', { name: '重新登录' })).toBeEnabled();
    expect(getToken()).toBeNull();
  },
});

/** The server fails the sign-in message: a failure with a retry, no token. */
export const ServerError = meta.story({
  beforeEach: [withDemoWallet, scenario('server-error')],
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: '连接钱包登录' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('登录失败');
    expect(canvas.getByRole('button', { name: '重新登录' })).toBeEnabled();
    expect(getToken()).toBeNull();
    expect(canvas.queryByRole('status', { name: 'location' })).toBeNull();
  },
});

/** Slow network: the step is announced, the button spins and the persona choice is locked. */
export const InProgress = meta.story({
  beforeEach: [withDemoWallet, scenario('slow')],
  async play({ canvas, canvasElement, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: '连接钱包登录' }));
    await expect(await canvas.findByText(/正在|请在钱包中确认签名/, { selector: '[role="status"]' })).toBeVisible();
    // The spinning button keeps a name: the same words as the phase line.
    expect(canvasElement.querySelector('button[aria-busy="true"]')).toBeDisabled();
    expect(canvasElement.querySelector('button[aria-busy="true"]')).toHaveTextContent(/正在|请在钱包中确认签名/);
    expect(canvas.getByRole('radio', { name: /普通用户/ })).toBeDisabled();
    // Let the slow login finish here rather than land in the next story.
    await canvas.findByRole('status', { name: 'location' }, { timeout: 15000 });
  },
});
