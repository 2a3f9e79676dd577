import type { PlayContext } from '@stories/support/play';
import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import type { LoginFailure } from '../lib/login-flow';
import { LoginView } from './LoginView';

const personas = [
  { key: 'normal', address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', zh: '普通用户', en: 'Normal user' },
  { key: 'newbie', address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', zh: '新用户', en: 'New user' },
];

const meta = preview.meta({
  title: 'features/auth/LoginView',
  component: LoginView,
  args: { phase: 'idle' as const, failure: null, onLogin: fn() },
});

/** A failed login: the screen given that failure says it in its alert, in these words. */
function failureSays(failure: LoginFailure, words: string) {
  return {
    args: { failure },
    async play({ canvas }: PlayContext) {
      await expect(canvas.getByRole('alert')).toHaveTextContent(words);
    },
  };
}

export const Idle = meta.story({
  async play({ canvas, args, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: '连接钱包登录' }));
    expect(args.onLogin).toHaveBeenCalledTimes(1);
    expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** Mock mode: the demo personas to sign with. */
export const WithDemoPersonas = meta.story({
  args: { demo: { personas, current: 'normal', onSelect: fn() } },
  async play({ canvas, args, userEvent }) {
    expect(canvas.getByRole('radio', { name: /普通用户/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /新用户/ }));
    expect(args.demo?.onSelect).toHaveBeenCalledWith('newbie');
  },
});

export const Signing = meta.story({
  args: { phase: 'signing' },
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('请在钱包中确认签名…');
    // The busy button keeps a name: the phase's words beside its dots.
    expect(canvas.getByRole('button', { name: '请在钱包中确认签名…' })).toBeDisabled();
    expect(canvas.getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
});

export const CaptchaFailure1001 = meta.story({
  args: { failure: { kind: 'captcha', code: 1001 } },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent('错误码 1001');
    expect(canvas.getByRole('alert')).toHaveTextContent('验证组件入口脚本加载失败');
    expect(canvas.getByRole('button', { name: '重新登录' })).toBeEnabled();
  },
});

export const CaptchaShowTimeout1002 = meta.story(failureSays({ kind: 'captcha', code: 1002 }, '验证组件显示超时'));

export const NoWallet = meta.story(failureSays({ kind: 'noWallet' }, '未检测到钱包'));

export const SignatureRejected = meta.story(failureSays({ kind: 'rejected' }, '您已取消签名'));

/**
 * A server refusal shows the server's own message (e.g. an unregistered inviter). A frozen account (303) is not
 * shown here: the frozen-account screen says it (src/app/account-frozen/AccountFrozenGate.stories.tsx).
 */
export const ServerError = meta.story(failureSays({ kind: 'server', message: '邀请地址不合法' }, '邀请地址不合法'));

export const NetworkError = meta.story(failureSays({ kind: 'network' }, '网络错误'));
