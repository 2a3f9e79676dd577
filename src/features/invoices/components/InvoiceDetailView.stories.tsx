import type { InvoiceVO } from '@contracts/invoices';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { InvoiceDetailView } from './InvoiceDetailView';

const base: InvoiceVO = {
  orderId: '202601150000000112',
  uid: 10001,
  invoiceState: 0,
  type: 0,
  titleType: 1,
  title: '杭州链上好物科技有限公司',
  tin: '91350100M000100Y43',
  registerAddress: '',
  registerPhone: '',
  bankName: '',
  bankCardCode: '',
  invoiceAmount: 199.9,
  goodsName: '敦煌飞天数字藏品',
  email: 'finance@example.com',
  createTime: '2026-01-14 10:00:00',
  updateTime: '2026-01-14 16:00:00',
};

const meta = preview.meta({
  title: 'features/invoices/InvoiceDetailView',
  component: InvoiceDetailView,
  args: { invoice: base, onCancel: () => {}, onApply: () => {} },
});

export const NotInvoiced = meta.story({
  args: { invoice: { ...base, invoiceState: 0, title: '', tin: '' } },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: '申请开票' })).toBeVisible();
  },
});
export const Requested = meta.story({
  args: { invoice: { ...base, invoiceState: 1 } },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: '撤销申请' })).toBeVisible();
    await expect(canvas.getByText('¥199.90')).toBeVisible();
  },
});
export const Issued = meta.story({
  args: { invoice: { ...base, invoiceState: 2, type: 1, electronicImage: '/mock-img/notice/invoice.svg' } },
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: '查看电子发票' })).toBeVisible();
    expect(canvas.queryByRole('button')).toBeNull();
  },
});
export const Cancelled = meta.story({
  args: { invoice: { ...base, invoiceState: 3 } },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: '重新申请' })).toBeVisible();
  },
});
