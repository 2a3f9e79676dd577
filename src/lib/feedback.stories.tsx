import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd-mobile';
import { expect, waitFor, within } from 'storybook/test';
import { askRealName, notifyDanger, notOpenYet } from './feedback';

/**
 * The error catalogue's notifications (docs/backend/spec-rules.md#error-catalogue), shown through the shared feedback
 * helpers.
 */
function Demo() {
  return (
    <Space direction="vertical" style={{ padding: 16 }}>
      <Button onClick={() => notifyDanger('库存不足')}>server message</Button>
      <Button onClick={() => notifyDanger()}>network error</Button>
      <Button onClick={() => notOpenYet()}>not yet open</Button>
      <Button onClick={() => void askRealName()}>real-name</Button>
    </Space>
  );
}

const meta = { title: 'components/Notifications', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const DangerWithServerMessage: Story = {
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'server message' }));
    await waitFor(() => expect(body().getByText('库存不足')).toBeVisible(), { timeout: 5000 });
  },
};

export const DangerFallbackNetworkError: Story = {
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'network error' }));
    await waitFor(() => expect(body().getByText('网络错误')).toBeVisible(), { timeout: 5000 });
  },
};

export const FeatureNotYetOpen: Story = {
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'not yet open' }));
    await waitFor(() => expect(body().getByText('功能暂未开放')).toBeVisible(), { timeout: 5000 });
  },
};

/** Code 304: the 'Real-name verification' confirm dialog; one at a time. */
export const RealNameDialog: Story = {
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'real-name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'real-name' }));
    const dialogs = await body().findAllByRole('dialog');
    expect(dialogs).toHaveLength(1);
    const dialog = within(dialogs[0] as HTMLElement);
    const cancel = dialog.getByRole('button', { name: '取消' });
    // The dialog fades in (opacity, then pointer-events): check it once the animation has finished.
    await waitFor(() => expect(getComputedStyle(cancel).pointerEvents).not.toBe('none'));
    await waitFor(() => expect(dialog.getByText('实名认证')).toBeVisible());
    expect(dialog.getByText('该操作需要实名认证，是否立即认证？')).toBeVisible();
    await userEvent.click(cancel);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};
