import { asNormal } from '@stories/support/persona';
import { listStateStories } from '@stories/support/states';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { InvoiceList } from './InvoiceList';

const meta = preview.meta({
  title: 'features/invoices/InvoiceList',
  component: InvoiceList,
  args: { state: -1, onStateChange: () => {} },
  beforeEach: asNormal,
});

export const Data = meta.story({
  async play({ canvas }) {
    await canvas.findAllByRole('link', {}, { timeout: 5000 });
    await expect(canvas.getAllByText('已开发票').length).toBeGreaterThan(0);
  },
});

const states = listStateStories({
  empty: '暂无可开票订单',
  error: '发票加载失败',
  loading: 'status',
});

export const Empty = meta.story(states.Empty);
export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
