import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { asNormal } from '../../../../stories/support/persona';
import { scenario } from '../../../../stories/support/scenario';
import { InvoiceList } from './InvoiceList';

const meta = {
  title: 'features/invoices/InvoiceList',
  component: InvoiceList,
  args: { state: -1, onStateChange: () => {} },
  beforeEach: asNormal,
} satisfies Meta<typeof InvoiceList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  async play({ canvas }) {
    await canvas.findAllByRole('link', {}, { timeout: 5000 });
    await expect(canvas.getAllByText('已开发票').length).toBeGreaterThan(0);
  },
};
export const Empty: Story = {
  beforeEach: scenario('empty'),
  async play({ canvas }) {
    await expect(await canvas.findByText('暂无可开票订单', {}, { timeout: 5000 })).toBeVisible();
  },
};
export const ServerError: Story = {
  beforeEach: scenario('server-error'),
  async play({ canvas }) {
    await expect(await canvas.findByText('发票加载失败', {}, { timeout: 5000 })).toBeVisible();
  },
};
export const Loading: Story = {
  beforeEach: scenario('slow'),
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};
