import { Elsewhere } from '@stories/support/page-frame';
import { Link, Route, Routes } from 'react-router';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { PageHeader } from './PageHeader';

/** A header on /detail, reached from /list when the story opens at /list. */
function Demo(props: { noBack?: boolean; withRight?: boolean }) {
  return (
    <Routes>
      <Route path="/list" element={<Link to="/detail">open detail</Link>} />
      <Route
        path="/detail"
        element={
          <PageHeader
            title="订单详情"
            noBack={props.noBack}
            right={props.withRight ? <button type="button">分享</button> : undefined}
          />
        }
      />
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}

const meta = preview.meta({
  title: 'components/PageHeader',
  component: Demo,
  parameters: { route: '/detail' },
});

/** Opened directly (no history in the app): back goes home. */
export const OpenedDirectly = meta.story({
  async play({ canvas, userEvent }) {
    await expect(canvas.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(canvas.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  },
});

/** Reached from another page: back returns there. */
export const BackInHistory = meta.story({
  parameters: { route: '/list' },
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('link', { name: 'open detail' }));
    await userEvent.click(await canvas.findByRole('button', { name: '返回' }));
    await expect(await canvas.findByRole('link', { name: 'open detail' })).toBeVisible();
  },
});

/** Tab pages: no back arrow; a right-hand slot for an action. */
export const TabPageWithAction = meta.story({
  args: { noBack: true, withRight: true },
  async play({ canvas }) {
    expect(canvas.queryByRole('button', { name: '返回' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '分享' })).toBeVisible();
    expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
});
