import { pageAt } from '@stories/support/page-frame';
import { loggedInAs } from '@stories/support/persona';
import { listStateStories } from '@stories/support/states';
import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import MyReceiptPage from './MyReceiptPage';

const meta = preview.meta({
  title: 'pages/MyReceiptPage',
  component: MyReceiptPage,
  render: pageAt('/myreceipt', MyReceiptPage),
  parameters: { route: '/myreceipt' },
  beforeEach: loggedInAs('normal'),
});

/** All paid orders: never-invoiced ones lead to the form, the others to their detail. */
export const All = meta.story({
  async play({ canvas, canvasElement }) {
    await canvas.findAllByRole('link', {}, { timeout: 5000 });
    expect(canvasElement.querySelector('a[href^="/receipt-apply/"]')).not.toBeNull();
    expect(canvasElement.querySelector('a[href^="/receipt-detail/"]')).not.toBeNull();
  },
});

/** `?state=2` opens on the issued tab; only issued rows. */
export const IssuedTabFromUrl = meta.story({
  parameters: { route: '/myreceipt?state=2' },
  async play({ canvas, canvasElement }) {
    await canvas.findAllByRole('link', {}, { timeout: 5000 });
    expect(canvasElement.querySelector('.adm-tabs-tab-active')).toHaveTextContent('已开发票');
    expect(canvasElement.querySelector('a[href^="/receipt-apply/"]')).toBeNull();
  },
});

/** A tab tap filters the list (and is kept in the URL for the back button). */
export const SwitchTab = meta.story({
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
});

const states = listStateStories({
  empty: '暂无可开票订单',
  error: '发票加载失败',
  // The shared list shows a skeleton, named for screen readers (src/components/list/PagedList.tsx).
  loading: ({ canvas }) => expect(canvas.getByRole('status', { name: '加载中…' })).toHaveAttribute('aria-busy', 'true'),
});

export const Empty = meta.story(states.Empty);
export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
