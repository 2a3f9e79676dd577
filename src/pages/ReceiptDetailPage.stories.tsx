import { invoicePageStart } from '@stories/support/invoice-orders';
import { pageAt } from '@stories/support/page-frame';
import { loggedInAs } from '@stories/support/persona';
import { listStateStories } from '@stories/support/states';
import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import ReceiptDetailPage from './ReceiptDetailPage';

const start = invoicePageStart('/receipt-detail');

const meta = preview.meta({
  title: 'pages/ReceiptDetailPage',
  component: ReceiptDetailPage,
  render: pageAt('/receipt-detail/:orderId', ReceiptDetailPage, { from: start.url }),
  parameters: { route: '/__start' },
  beforeEach: [loggedInAs('normal'), start.at(1)],
});

const body = () => within(document.body);

/** Applied and waiting: the application's fields; it can be withdrawn after a confirmation. */
export const RequestedThenCancelled = meta.story({
  async play({ canvas, userEvent }) {
    await expect(await canvas.findByText('申请发票', { exact: true }, { timeout: 5000 })).toBeVisible();
    expect(canvas.getByText('开票信息')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '撤销申请' }));
    const dialog = within(await body().findByRole('dialog'));
    const yes = dialog.getByRole('button', { name: '撤销申请' });
    await waitFor(() => expect(getComputedStyle(yes).pointerEvents).not.toBe('none'));
    await userEvent.click(yes);
    await expect(await canvas.findByText('撤销开票', {}, { timeout: 5000 })).toBeVisible();
    expect(canvas.getByRole('button', { name: '重新申请' })).toBeVisible();
  },
});

/** Issued: the electronic invoice can be opened; nothing to withdraw. */
export const Issued = meta.story({
  beforeEach: start.at(2),
  async play({ canvas }) {
    await expect(await canvas.findByText('已开发票', {}, { timeout: 5000 })).toBeVisible();
    expect(canvas.getByText('查看电子发票')).toBeVisible();
    expect(canvas.queryByRole('button', { name: '撤销申请' })).toBeNull();
  },
});

/** Never applied: the apply button leads to the form. */
export const NotApplied = meta.story({
  beforeEach: start.at(0),
  async play({ canvas, userEvent }) {
    await userEvent.click(await canvas.findByRole('button', { name: '申请开票' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('status', { name: 'location' })).toHaveTextContent(
      start.url().replace('receipt-detail', 'receipt-apply'),
    );
  },
});

const states = listStateStories({ error: '发票加载失败', loading: 'skeleton', title: '发票详情' });

export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
