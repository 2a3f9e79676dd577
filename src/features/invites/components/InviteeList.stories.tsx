import { demoToken } from '@mocks/stories';
import { listStateStories } from '@stories/support/states';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { setToken } from '@/lib/storage';
import { InviteCard } from './InviteCard';
import { InviteeList } from './InviteeList';

const meta = preview.meta({
  title: 'features/invites/InviteeList',
  component: InviteeList,
  beforeEach: async () => {
    setToken(await demoToken('inviter'));
  },
});

export const Data = meta.story({
  async play({ canvas }) {
    await expect(await canvas.findByText(/已邀请 \d+ 人/, {}, { timeout: 5000 })).toBeVisible();
  },
});

const states = listStateStories({
  empty: '还没有邀请好友',
  error: '邀请记录加载失败',
  loading: 'status',
});

export const Empty = meta.story(states.Empty);
export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
export const Card = meta.story({
  render: () => (
    <InviteCard link="https://mall.example/login?invitor_address=0x15d34aaf54267db7d7c367839aaf71a00a2c6a65" />
  ),
  async play({ canvas }) {
    await expect(await canvas.findByRole('img', { name: '邀请二维码' }, { timeout: 5000 })).toBeVisible();
  },
});
