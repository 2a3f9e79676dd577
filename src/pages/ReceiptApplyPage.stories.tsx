import { invoicePageStart } from '@stories/support/invoice-orders';
import { pageAt } from '@stories/support/page-frame';
import { loggedInAs } from '@stories/support/persona';
import { listStateStories } from '@stories/support/states';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import ReceiptApplyPage from './ReceiptApplyPage';

const start = invoicePageStart('/receipt-apply');

const meta = preview.meta({
  title: 'pages/ReceiptApplyPage',
  component: ReceiptApplyPage,
  render: pageAt('/receipt-apply/:orderId', ReceiptApplyPage, { from: start.url }),
  parameters: { route: '/__start' },
  beforeEach: [loggedInAs('normal'), start.at(0)],
});

/** A paid order never invoiced: its summary and the personal-title form. */
export const Open = meta.story({
  async play({ canvas }) {
    await expect(await canvas.findByText(start.url().split('/').pop() as string, {}, { timeout: 5000 })).toBeVisible();
    expect(canvas.getByText('未开发票')).toBeVisible();
    expect(canvas.getByRole('textbox', { name: '发票抬头' })).toHaveAttribute('placeholder', '请输入个人姓名');
    expect(canvas.queryByRole('textbox', { name: '税号' })).toBeNull();
  },
});

/** Empty title, then a company with a bad tax number: the rules show before anything is sent. */
export const Validation = meta.story({
  async play({ canvas, userEvent }) {
    await userEvent.click(await canvas.findByRole('button', { name: '提交申请' }, { timeout: 5000 }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请填写发票抬头');
    await userEvent.click(canvas.getByText('单位', { exact: true }));
    await userEvent.type(canvas.getByRole('textbox', { name: '发票抬头' }), '杭州测试科技有限公司');
    await userEvent.type(canvas.getByRole('textbox', { name: '税号' }), '91350100M000100Y44');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入正确的 18 位统一社会信用代码');
    expect(canvas.queryByRole('status', { name: 'location' })).toBeNull();
  },
});

/** A VAT special invoice asks for the company's registration and bank details. */
export const VatSpecialFields = meta.story({
  async play({ canvas, userEvent }) {
    await userEvent.click(await canvas.findByText('单位', { exact: true }, { timeout: 5000 }));
    await userEvent.click(canvas.getByText('增值税专用发票'));
    for (const name of ['税号', '注册地址', '注册电话', '开户银行', '银行账号'])
      expect(canvas.getByRole('textbox', { name })).toBeVisible();
  },
});

/** A valid personal application is sent and the page moves to the invoice's detail. */
export const Submitted = meta.story({
  async play({ canvas, userEvent }) {
    await userEvent.type(await canvas.findByRole('textbox', { name: '发票抬头' }, { timeout: 5000 }), '张三');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(await canvas.findByRole('status', { name: 'location' }, { timeout: 5000 })).toHaveTextContent(
      start.url().replace('receipt-apply', 'receipt-detail'),
    );
  },
});

/** An order with a live application: no form, a pointer to the detail. */
export const AlreadyApplied = meta.story({
  beforeEach: start.at(1),
  async play({ canvas }) {
    await expect(await canvas.findByText('该订单已申请发票，请到发票详情查看', {}, { timeout: 5000 })).toBeVisible();
    expect(canvas.queryByRole('button', { name: '提交申请' })).toBeNull();
  },
});

/** A cancelled application can be made again. */
export const AfterCancel = meta.story({
  beforeEach: start.at(3),
  async play({ canvas }) {
    await expect(await canvas.findByText('撤销开票', {}, { timeout: 5000 })).toBeVisible();
    expect(canvas.getByRole('button', { name: '提交申请' })).toBeEnabled();
  },
});

export const NotInvoiceable = meta.story({
  beforeEach: start.go('/receipt-apply/000000000'),
  async play({ canvas }) {
    await expect(await canvas.findByText('该订单不存在或暂不可开票', {}, { timeout: 5000 })).toBeVisible();
  },
});

const states = listStateStories({
  error: '发票加载失败',
  retry: true,
  loading: 'skeleton',
  title: '申请发票',
});

export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
