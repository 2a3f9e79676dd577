import { now, type OrderRecord } from '@mocks/stories';
import type { Canvas, PlayContext } from '@stories/support/play';
import { At, as, opts, orderOf, tappable } from '@stories/support/shop';
import { listStateStories } from '@stories/support/states';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import OrderDetailPage from './OrderDetailPage';

const DAY = 86_400_000;
const live = (o: OrderRecord) => o.expireTime > now();

/** The `normal` persona's seeded orders, one per interesting state (mocks/domains/orders/seed.ts). */
const PICK = {
  pending: () => orderOf(0, (o) => live(o) && o.num === 1),
  staleUnpaid: () => orderOf(0, (o) => !live(o)),
  paid: () => orderOf(1, (o) => o.txStatus === 1 && now() - o.orderTime < 7 * DAY && o.payChain === 0),
  delivering: () => orderOf(1, (o) => o.txStatus === 0),
  deliveryFailed: () => orderOf(1, (o) => o.txStatus === 2),
  refundWindowClosed: () => orderOf(1, (o) => now() - o.orderTime > 7 * DAY),
  cancelled: () => orderOf(2),
  expired: () => orderOf(3),
  refundRequested: () => orderOf(4),
  refundRefused: () => orderOf(5),
  refundApproved: () => orderOf(6),
  unknown: () => ({ orderId: '202601019999999999' }),
};

/** The order detail screen (src/pages/OrderDetailPage) for one seeded order. */
const Detail = ({ order }: { order: keyof typeof PICK }) => (
  <At
    path="/order-detail/:orderId"
    to={`/order-detail/${PICK[order]().orderId}`}
    page={<OrderDetailPage />}
    also={['/pay-order/:orderId']}
  />
);

const meta = preview.meta({
  title: 'features/orders/OrderDetail',
  component: Detail,
  args: { order: 'pending' as const },
  beforeEach: as('normal'),
});

async function shows(canvas: Canvas, status: string, steps: string[]) {
  await expect(await canvas.findByTestId('order-status', {}, opts)).toHaveTextContent(status);
  const timeline = within(canvas.getByRole('region', { name: '订单进度' }));
  for (const s of steps) await expect(timeline.getByText(s)).toBeVisible();
}

/** The seeded order picked by `order`: its status and progress steps show, then the story's own checks. */
const showing = (
  order: keyof typeof PICK,
  status: string,
  steps: string[],
  then: (canvas: Canvas) => Promise<void> = async () => {},
) => ({
  args: { order },
  async play({ canvas }: PlayContext) {
    await shows(canvas, status, steps);
    await then(canvas);
  },
});

/** Unpaid inside its window: cancel and pay, no token ids yet; pay leads to the pay page. */
export const AwaitingPayment = meta.story({
  async play({ canvas }) {
    await shows(canvas, '待付款', ['订单已创建', '等待支付（截止时间）']);
    await expect(canvas.getByTestId('token-ids')).toHaveTextContent('支付后分配');
    await expect(canvas.getByRole('button', { name: '取消订单' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '去支付' }));
    await expect(await canvas.findByTestId('landed')).toHaveTextContent(/^\/pay-order\/\d{18}$/);
  },
});

/** Cancelling asks first (an imperative antd Dialog), then the order reads as cancelled. */
export const CancelFlow = meta.story({
  async play({ canvas }) {
    await userEvent.click(await canvas.findByRole('button', { name: '取消订单' }, opts));
    const question = await screen.findByText('确定取消这个订单吗？取消后库存将释放。', {}, opts);
    await waitFor(() => expect(question).toBeVisible(), opts); // after the dialog's fade-in
    await userEvent.click(await tappable(screen.getByRole('button', { name: '确认' })));
    await waitFor(() => expect(canvas.getByTestId('order-status')).toHaveTextContent('已撤销'), opts);
    expect(canvas.queryByRole('button', { name: '去支付' })).toBeNull();
  },
});

/** Stored as unpaid but past its 30 minutes: the mock expires it on read. */
export const UnpaidPastWindow = meta.story(
  showing('staleUnpaid', '已超时', ['支付超时，订单关闭'], async (canvas) => {
    expect(canvas.queryByRole('button', { name: '去支付' })).toBeNull();
  }),
);

/** Paid in BTY a day ago, tokens delivered: two token ids, explorer links, refund still possible. */
export const Paid = meta.story(
  showing('paid', '已付款', ['支付成功', '通证已发放'], async (canvas) => {
    await expect(canvas.getByText(/ BTY$/)).toBeVisible();
    await expect(canvas.getByTestId('token-ids')).toHaveTextContent(/^\d+, \d+$/);
    await expect(canvas.getAllByRole('link', { name: '浏览器查看' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/mainnet\.bityuan\.com\/tx\/0x[0-9a-f]{64}$/),
    );
    await expect(canvas.getByRole('button', { name: '申请退款' })).toBeVisible();
  }),
);

/** No wallet in this browser: the refund popup says the tokens go back only through one, and how to get one. */
export const PaidRefundWithoutWallet = meta.story({
  args: { order: 'paid' },
  async play({ canvas }) {
    await userEvent.click(await canvas.findByRole('button', { name: '申请退款' }, opts));
    const popup = within(await screen.findByRole('dialog', { name: '申请退款' }, opts));
    await expect(popup.getByRole('alert')).toHaveTextContent('未检测到钱包，无法退回通证');
    await expect(popup.getByText(/请在钱包 App（如 TokenPocket、MetaMask）的内置浏览器中打开本商城/)).toBeVisible();
    await expect(popup.getByRole('button', { name: '复制本页链接' })).toBeVisible();
    await expect(popup.queryByRole('button', { name: '用钱包退回通证并提交' })).toBeNull();
  },
});

export const PaidDelivering = meta.story(showing('delivering', '已付款', ['通证发放中']));

export const PaidDeliveryFailed = meta.story(
  showing('deliveryFailed', '已付款', ['通证发放失败', 'execution reverted: insufficient gas']),
);

/** Paid in USDT 12 days ago: the 7-day refund window is over. */
export const PaidRefundWindowClosed = meta.story(
  showing('refundWindowClosed', '已付款', ['支付成功'], async (canvas) => {
    await expect(canvas.getByText(/ USDT$/)).toBeVisible();
    await expect(canvas.getByText('已超过 7 天退款期限')).toBeVisible();
    expect(canvas.queryByRole('button', { name: '申请退款' })).toBeNull();
  }),
);

export const Cancelled = meta.story(showing('cancelled', '已撤销', ['订单已创建', '订单已取消']));

export const TimedOut = meta.story(showing('expired', '已超时', ['支付超时，订单关闭']));

export const RefundRequested = meta.story(
  showing('refundRequested', '申请退款', ['申请退款', '茶饼包装破损，申请退款']),
);

/** Refused: the merchant's words, and the returned tokens' transfer. */
export const RefundRefused = meta.story(
  showing('refundRefused', '退款被拒绝', [
    '颜色与图片不符',
    '商户拒绝退款',
    '商品已拆封，不符合退款条件',
    '通证已退回给您',
  ]),
);

export const RefundApproved = meta.story(
  showing('refundApproved', '已退款', ['误购，申请退款', '商户同意退款', '退款已到账']),
);

export const NotFound = meta.story({
  args: { order: 'unknown' },
  async play({ canvas }) {
    await expect(await canvas.findByText('订单不存在', {}, opts)).toBeVisible();
  },
});

const states = listStateStories({
  error: '订单不存在',
  retry: true,
  loading: 'skeleton',
  also: { loading: ({ canvas }) => expect(canvas.getByText('订单详情')).toBeVisible() },
});

export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
