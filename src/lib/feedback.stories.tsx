import type { PlayContext } from '@stories/support/play';
import { Button, Space } from 'antd-mobile';
import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
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

const meta = preview.meta({ title: 'components/Notifications', component: Demo });

const body = () => within(document.body);

/** A tap on one of the demo's buttons shows that helper's notification (a toast: in body, outside the canvas). */
function notifiesAfterTap(button: string, words: string): (ctx: PlayContext) => Promise<void> {
  return async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: button }));
    await waitFor(() => expect(body().getByText(words)).toBeVisible(), { timeout: 5000 });
  };
}

export const DangerWithServerMessage = meta.story({ play: notifiesAfterTap('server message', '库存不足') });

export const DangerFallbackNetworkError = meta.story({ play: notifiesAfterTap('network error', '网络错误') });

export const FeatureNotYetOpen = meta.story({ play: notifiesAfterTap('not yet open', '功能暂未开放') });

/** Code 304: the 'Real-name verification' confirm dialog; one at a time. */
export const RealNameDialog = meta.story({
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
});
