import { spus } from '@mocks/stories';
import { invoiceOrder } from '@stories/support/invoice-orders';
import { pagesAt } from '@stories/support/page-frame';
import { loggedInAs } from '@stories/support/persona';
import { scenario } from '@stories/support/scenario';
import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { OfflinePay } from '@/features/payments/components/OfflinePay';
import BlindboxRecordPage from './BlindboxRecordPage';
import LotteryDetailPage from './LotteryDetailPage';
import LotteryListPage from './LotteryListPage';
import MyReceiptPage from './MyReceiptPage';
import ReceiptApplyPage from './ReceiptApplyPage';
import ReceiptDetailPage from './ReceiptDetailPage';

/**
 * Every screen of a service that a deployment does not serve (docs/backend/corrections.md#b9-not-served, scenario
 * no-rest-services: its endpoint answers code 1 "No static resource <path>."). Each shows the calm
 * "not available here" state once: no backend text, no retry, no "加载失败".
 */
let target = '/';
const at = (url: () => string) => () => {
  target = url();
};

const Pages = pagesAt(
  {
    '/lotteryList': LotteryListPage,
    '/lotteryDetail': LotteryDetailPage,
    '/myreceipt': MyReceiptPage,
    '/receipt-detail/:orderId': ReceiptDetailPage,
    '/receipt-apply/:orderId': ReceiptApplyPage,
    '/blindbox-record/:goodsId': BlindboxRecordPage,
  },
  { from: () => target },
);

const meta = preview.meta({
  title: 'components/NotAvailable',
  component: Pages,
  parameters: { route: '/__start' },
  beforeEach: [loggedInAs('normal'), scenario('no-rest-services')],
});

const body = () => within(document.body);

async function calm({ canvas }: { canvas: ReturnType<typeof within> }) {
  const state = await canvas.findByTestId('not-available', {}, { timeout: 5000 });
  await expect(within(state).getByText('此处暂未开通该服务')).toBeVisible();
  await expect(within(state).getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  expect(canvas.getAllByTestId('not-available')).toHaveLength(1);
  expect(document.body.textContent).not.toContain('No static resource');
  expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  expect(canvas.queryByText(/加载失败/)).toBeNull();
  // No toast of any kind either: the screen says it.
  expect(body().queryByRole('alert')).toBeNull();
}

export const LotteryList = meta.story({ beforeEach: at(() => '/lotteryList'), play: calm });
/** The same state in English (the locale files), never the backend's own English text. */
export const LotteryListInEnglish = meta.story({
  globals: { locale: 'en' },
  beforeEach: at(() => '/lotteryList'),
  async play({ canvas }) {
    const state = await canvas.findByTestId('not-available', {}, { timeout: 5000 });
    await expect(within(state).getByText('Not available here')).toBeVisible();
    await expect(within(state).getByRole('link', { name: 'Back to home' })).toBeVisible();
    expect(document.body.textContent).not.toContain('No static resource');
  },
});
export const LotteryDetail = meta.story({ beforeEach: at(() => '/lotteryDetail?id=2'), play: calm });
export const MyReceipts = meta.story({ beforeEach: at(() => '/myreceipt'), play: calm });
export const ReceiptDetail = meta.story({ beforeEach: at(() => `/receipt-detail/${invoiceOrder(1)}`), play: calm });
export const ReceiptApply = meta.story({ beforeEach: at(() => `/receipt-apply/${invoiceOrder(0)}`), play: calm });
export const BlindboxRecords = meta.story({
  beforeEach: at(() => `/blindbox-record/${spus.findFirst((q) => q.where({ type: 1 }))?.goodsId ?? ''}`),
  play: calm,
});

/** Offline pay is an action: its answer is said under the field, in the shopper's language. */
export const OfflinePayAction = meta.story({
  render: () => <OfflinePay orderId="20251216000000001" onPaid={() => undefined} />,
  async play({ canvas, canvasElement, userEvent }) {
    const password = canvasElement.querySelector('input[type="password"]');
    if (!password) throw new Error('no password field');
    await userEvent.type(password, '123456');
    await userEvent.click(canvas.getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('此处暂未开通该服务'), { timeout: 5000 });
    expect(document.body.textContent).not.toContain('No static resource');
  },
});
