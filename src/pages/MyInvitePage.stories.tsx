import { pageAt } from '@stories/support/page-frame';
import { loggedInAs } from '@stories/support/persona';
import { scenario } from '@stories/support/scenario';
import { listStateStories } from '@stories/support/states';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import MyInvitePage from './MyInvitePage';

const INVITER = '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65';

const meta = preview.meta({
  title: 'pages/MyInvitePage',
  component: MyInvitePage,
  render: pageAt('/myInvite', MyInvitePage),
  parameters: { route: '/myInvite' },
  beforeEach: loggedInAs('inviter'),
});

/** My invite link (login page + my address), its QR code drawn on the device, and my invitees. */
export const Data = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { name: '我的邀请' })).toBeVisible();
    const link = await canvas.findByTestId('invite-link', {}, { timeout: 5000 });
    expect(link.textContent).toMatch(new RegExp(`/login\\?invitor_address=${INVITER}$`));
    const qr = await canvas.findByRole('img', { name: '邀请二维码' }, { timeout: 5000 });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(await canvas.findByText(/已邀请 [1-9]\d* 人/, {}, { timeout: 5000 })).toBeVisible();
  },
});

/** The poster: QR, title and link drawn on a canvas, shown as an image to long-press. */
export const Poster = meta.story({
  async play({ canvas, userEvent }) {
    await canvas.findByRole('img', { name: '邀请二维码' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: '生成分享海报' }));
    await expect(await canvas.findByText('长按图片保存或分享给好友', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** A new user: the link and QR, and an empty invitee list. */
export const NoInvitees = meta.story({
  beforeEach: loggedInAs('newbie'),
  async play({ canvas }) {
    await canvas.findByRole('img', { name: '邀请二维码' }, { timeout: 5000 });
    await expect(await canvas.findByText('还没有邀请好友', {}, { timeout: 5000 })).toBeVisible();
  },
});

/** Every request fails: the card offers a retry instead of spinning, and the list says what failed. */
const states = listStateStories({
  empty: '还没有邀请好友',
  error: '邀请记录加载失败',
  loading: ({ canvas }) => expect(canvas.getAllByRole('status').length).toBeGreaterThan(0),
  also: {
    empty: async ({ canvas }) =>
      expect(await canvas.findByTestId('invite-link', {}, { timeout: 5000 })).toHaveTextContent(INVITER),
    async error({ canvas }) {
      await expect(await canvas.findByText('网络错误', {}, { timeout: 5000 })).toBeVisible();
      expect(canvas.getAllByRole('button', { name: '重试' })).toHaveLength(2);
      expect(canvas.queryByTestId('invite-link')).toBeNull();
    },
    loading: ({ canvas }) => expect(canvas.queryByTestId('invite-link')).toBeNull(),
  },
});

export const Empty = meta.story(states.Empty);
export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);

/** Only the invitee list fails: the link and QR still show. */
export const InviteeListError = meta.story({
  beforeEach: scenario('server-error', { path: '/api/v/account/invite/page' }),
  async play({ canvas }) {
    await expect(await canvas.findByText('邀请记录加载失败', {}, { timeout: 5000 })).toBeVisible();
    expect(await canvas.findByTestId('invite-link', {}, { timeout: 5000 })).toHaveTextContent(INVITER);
  },
});
