import { pageAt } from '@stories/support/page-frame';
import { asNormal, ORDER } from '@stories/support/withdraw-detail';
import { expect, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import WithdrawSuccessPage from './WithdrawSuccessPage';

const meta = preview.meta({
  title: 'features/deliveries/WithdrawSuccessPage',
  component: WithdrawSuccessPage,
  render: pageAt('/withdraw-success/:orderId', WithdrawSuccessPage),
  parameters: { route: `/withdraw-success/${ORDER.wait}` },
  beforeEach: asNormal,
});

export const Submitted = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { name: '提货成功' })).toBeVisible();
    await expect(canvas.getByText('提货申请已提交')).toBeVisible();
    await expect(canvas.getByText(`提货单 ${ORDER.wait} 已生成，商家发货后可查看物流`)).toBeVisible();
  },
});

export const ViewDetail = meta.story({
  async play({ canvas }) {
    await userEvent.click(canvas.getByRole('button', { name: '查看提货详情' }));
    await expect(canvas.getByRole('status', { name: 'location' })).toHaveTextContent(`/withdraw-detail/${ORDER.wait}`);
  },
});

export const BackHome = meta.story({
  async play({ canvas }) {
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expect(canvas.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  },
});
