import { retryCallsBack } from '@stories/support/states';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoadFailed, Loading } from './LoadStates';

const meta = {
  title: 'components/LoadStates',
  component: LoadFailed,
  args: { onRetry: fn() },
} satisfies Meta<typeof LoadFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a title: the generic network error, and a retry button that calls back. */
export const FailedDefault: Story = { play: retryCallsBack('网络错误') };

export const FailedWithTitle: Story = {
  args: { title: '发票加载失败' },
  async play({ canvas }) {
    await expect(canvas.getByText('发票加载失败')).toBeVisible();
    expect(canvas.queryByText('网络错误')).toBeNull();
  },
};

/** The shared spinner line, announced as a status. */
export const Spinner: StoryObj<typeof Loading> = {
  render: () => <Loading />,
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
  },
};
