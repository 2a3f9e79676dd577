import type { UserVO } from '@contracts/account';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { AccountInfo } from './AccountInfo';
import { ContactView } from './ContactView';
import { DownloadView } from './DownloadView';
import { UserCentre } from './UserCentre';

const user: UserVO = {
  uid: 10001,
  address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  parentAddress: '',
  status: 1,
  nickname: '链上小明',
  headUrl: '',
  inviteNum: 3,
  registerTime: Date.UTC(2025, 5, 1),
  latestLoginTime: Date.UTC(2026, 0, 14),
};

const meta = preview.meta({
  title: 'features/account/UserCentre',
  component: UserCentre,
  args: { user, onLogout: () => {} },
});

export const LoggedIn = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { name: '链上小明' })).toBeVisible();
    await expect(canvas.getByText('已邀请 3 人')).toBeVisible();
  },
});
export const Visitor = meta.story({
  args: { user: null },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: '登录 / 注册' })).toBeVisible();
  },
});
export const LoadingUser = meta.story({
  args: { user: null, pending: true },
  async play({ canvas }) {
    await expect(canvas.getByText('正在加载用户信息…')).toBeVisible();
  },
});
export const EditInfo = meta.story({
  render: () => (
    <AccountInfo user={{ ...user, status: 0, parentAddress: '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65' }} />
  ),
  async play({ canvas }) {
    await expect(canvas.getByText('冻结')).toBeVisible();
    await expect(canvas.getByText('头像仅在本机预览，服务器暂不保存头像。')).toBeVisible();
  },
});
export const Contact = meta.story({
  render: () => <ContactView />,
  async play({ canvas }) {
    await expect(canvas.getByText('客服电话')).toBeVisible();
  },
});
export const DownloadInApp = meta.story({
  render: () => <DownloadView choice={{ kind: 'inApp' }} />,
  async play({ canvas }) {
    await expect(canvas.getByText('您已在 App 中')).toBeVisible();
  },
});
export const DownloadAndroid = meta.story({
  render: () => <DownloadView choice={{ kind: 'android', url: '/downloads/mall.apk' }} />,
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: '下载 Android 安装包' })).toBeVisible();
  },
});
export const DownloadAny = meta.story({
  render: () => <DownloadView choice={{ kind: 'both' }} />,
  async play({ canvas }) {
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
});
