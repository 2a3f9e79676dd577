import { asNormal } from '@stories/support/persona';
import { listStateStories } from '@stories/support/states';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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

const states = listStateStories({
  empty: '暂无可开票订单',
  error: '发票加载失败',
  loading: 'status',
});

export const Empty: Story = states.Empty;
export const ServerError: Story = states.ServerError;
export const Loading: Story = states.Loading;
