import { pageAt } from '@stories/support/page-frame';
import { loggedInAs } from '@stories/support/persona';
import { listStateStories } from '@stories/support/states';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import MyReceiptPage from './MyReceiptPage';

const meta = {
  title: 'pages/MyReceiptPage',
  component: MyReceiptPage,
  render: pageAt('/myreceipt', MyReceiptPage),
  parameters: { route: '/myreceipt' },
  beforeEach: loggedInAs('normal'),
} satisfies Meta<typeof MyReceiptPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All paid orders: never-invoiced ones lead to the form, the others to their detail. */
export const All: Story = {
  async play({ canvas, canvasElement }) {
    await canvas.findAllByRole('link', {}, { timeout: 5000 });
    expect(canvasElement.querySelector('a[href^="/receipt-apply/"]')).not.toBeNull();
    expect(canvasElement.querySelector('a[href^="/receipt-detail/"]')).not.toBeNull();
  },
};

/** `?state=2` opens on the issued tab; only issued rows. */
export const IssuedTabFromUrl: Story = {
  parameters: { route: '/myreceipt?state=2' },
  async play({ canvas, canvasElement }) {
    await canvas.findAllByRole('link', {}, { timeout: 5000 });
    expect(canvasElement.querySelector('.adm-tabs-tab-active')).toHaveTextContent('已开发票');
    expect(canvasElement.querySelector('a[href^="/receipt-apply/"]')).toBeNull();
  },
};

/** A tab tap filters the list (and is kept in the URL for the back button). */
export const SwitchTab: Story = {
  async play({ canvas, canvasElement, userEvent }) {
    await canvas.findAllByRole('link', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByText('未开发票', { selector: '.adm-tabs-tab' }));
    await waitFor(
      () => {
        expect(canvasElement.querySelector('a[href^="/receipt-apply/"]')).not.toBeNull();
        expect(canvasElement.querySelector('a[href^="/receipt-detail/"]')).toBeNull();
      },
      { timeout: 5000 },
    );
  },
};

const states = listStateStories({
  empty: '暂无可开票订单',
  error: '发票加载失败',
  // The shared list shows a skeleton, named for screen readers (src/components/list/PagedList.tsx).
  loading: ({ canvas }) => expect(canvas.getByRole('status', { name: '加载中…' })).toHaveAttribute('aria-busy', 'true'),
});

export const Empty: Story = states.Empty;
export const ServerError: Story = states.ServerError;
export const Loading: Story = states.Loading;
