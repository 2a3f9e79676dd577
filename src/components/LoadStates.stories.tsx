import { retryCallsBack } from '@stories/support/states';
import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { LoadFailed, Loading } from './LoadStates';

const meta = preview.meta({
  title: 'components/LoadStates',
  component: LoadFailed,
  args: { onRetry: fn() },
});

/** Without a title: the generic network error, and a retry button that calls back. */
export const FailedDefault = meta.story({ play: retryCallsBack('网络错误') });

export const FailedWithTitle = meta.story({
  args: { title: '发票加载失败' },
  async play({ canvas }) {
    await expect(canvas.getByText('发票加载失败')).toBeVisible();
    expect(canvas.queryByText('网络错误')).toBeNull();
  },
});

/** The shared spinner line, announced as a status. */
export const Spinner = meta.story({
  render: () => <Loading />,
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
  },
});
