import { DEMO_OPERATION_PASSWORD, decideOffline, divCeil, INSIDE_ADDRESSES, RATES } from '@mocks/stories';
import { payOrderStory } from '@stories/support/pay-order';
import type { Canvas } from '@stories/support/play';
import { scenario } from '@stories/support/scenario';
import { opts, tappable, unpaidOrder } from '@stories/support/shop';
import { listStateStories } from '@stories/support/states';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import PayOrderPage from './PayOrderPage';

/** The pay screen (src/pages/PayOrderPage) on the seeded orders; pay-success and the order list are stub landings. */
const meta = preview.meta({
  title: 'features/payments/PayOrder',
  ...payOrderStory(PayOrderPage),
  args: { order: 'pending' },
});

const quoted = (chain: 0 | 1) => divCeil(unpaidOrder().amount, RATES[chain]);

/** Default pay type: BTY on Bityuan (chain 2999), amount converted at the quoted rate, pay-to address. */
export const PayWithBty = meta.story({
  async play({ canvas }) {
    await expect(await canvas.findByTestId('pay-amount', {}, opts)).toHaveTextContent(/^¥\d+\.\d{2}$/);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^剩余支付时间 \d{2}:\d{2}/);
    await expect(await canvas.findByRole('radio', { name: 'BTY · 比特元链' }, opts)).toBeChecked();
    await expect(canvas.getByText('BTY · 比特元链')).toBeVisible();
    await expect(canvas.getByText(`需支付 ${quoted(0)} BTY`)).toBeVisible();
    await expect(canvas.getByText(`1 BTY ≈ ¥${RATES[0]}`)).toBeVisible();
    await expect(canvas.getAllByText(`收款地址: ${INSIDE_ADDRESSES.merchant}`)).toHaveLength(2);
    // Storybook has no injected wallet: instead of a dead button, the page says how to pay from a wallet app.
    await expect(canvas.getByText(/^未检测到钱包 请在钱包 App.*的内置浏览器中打开本商城/)).toBeVisible();
    expect(canvas.queryByRole('button', { name: '使用钱包支付' })).toBeNull();
  },
});

/** Choosing USDT on BSC (chain 56) moves the selection to its quote. */
export const PayWithUsdtBsc = meta.story({
  async play({ canvas }) {
    await userEvent.click(await canvas.findByText('USDT · BSC 链', {}, opts));
    await expect(canvas.getByRole('radio', { name: 'USDT · BSC 链' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'BTY · 比特元链' })).not.toBeChecked();
    await expect(canvas.getByText(`需支付 ${quoted(1)} USDT`)).toBeVisible();
    await expect(canvas.getByText(`1 USDT ≈ ¥${RATES[1]}`)).toBeVisible();
  },
});

const offlineTab = async (canvas: Canvas) => {
  await userEvent.click(await canvas.findByRole('tab', { name: '线下支付' }, opts));
  // antd-mobile's tab panes carry no tabpanel role; the offline pane is the one holding the password field.
  const form = (await canvas.findByLabelText('操作密码', { selector: 'input' }, opts)).closest('form');
  return within(form as HTMLElement);
};

/** The offline form: a masked operation password; an empty submit is refused on the spot. */
export const OfflinePasswordForm = meta.story({
  async play({ canvas }) {
    const panel = await offlineTab(canvas);
    const field = panel.getByLabelText('操作密码', { selector: 'input' });
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('placeholder', '请输入操作密码');
    await userEvent.click(panel.getByRole('button', { name: '确认支付' }));
    await expect(panel.getByRole('alert')).toHaveTextContent('请输入操作密码');
  },
});

/** A wrong password shows the server's message and clears the field. */
export const OfflineWrongPassword = meta.story({
  async play({ canvas }) {
    const panel = await offlineTab(canvas);
    const field = panel.getByLabelText('操作密码', { selector: 'input' });
    await userEvent.type(field, '000000');
    await userEvent.click(panel.getByRole('button', { name: '确认支付' }));
    await expect(await panel.findByRole('alert', {}, opts)).toHaveTextContent('操作密码错误');
    await expect(field).toHaveValue('');
  },
});

/** The demo operation password pays the order and lands on pay success. */
/** The right password does not pay yet: the order waits for the merchant, and moves on when the merchant agrees. */
export const OfflineAwaitsMerchant = meta.story({
  async play({ canvas }) {
    const panel = await offlineTab(canvas);
    await userEvent.type(panel.getByLabelText('操作密码', { selector: 'input' }), DEMO_OPERATION_PASSWORD);
    await userEvent.click(await tappable(panel.getByRole('button', { name: '确认支付' })));
    await expect(await canvas.findByText('等待商家确认收款', {}, opts)).toBeVisible();
    expect(canvas.queryByTestId('landed')).toBeNull();
    // The admin side (a mock control in QA) agrees; the page looks again every few seconds and goes on.
    await expect(decideOffline(unpaidOrder().orderId, true)).resolves.toBeNull();
    await expect(await canvas.findByTestId('landed', {}, { timeout: 10_000 })).toHaveTextContent(
      /^\/pay-success\/\d{18}$/,
    );
  },
});

/** Past its 30 minutes: no pay types, a way back to the orders. */
export const ExpiredOrder = meta.story({
  args: { order: 'expired' },
  async play({ canvas }) {
    await expect(await canvas.findByText('订单已超时', {}, opts)).toBeVisible();
    await expect(canvas.getByText('超过 30 分钟未支付，订单已自动关闭，库存已释放。')).toBeVisible();
    expect(canvas.queryByTestId('pay-amount')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '查看我的订单' }));
    await expect(await canvas.findByTestId('landed')).toHaveTextContent('/orders');
  },
});

export const CancelledOrder = meta.story({
  args: { order: 'cancelled' },
  async play({ canvas }) {
    await expect(await canvas.findByText('该订单当前无法支付', {}, opts)).toBeVisible();
  },
});

/** An order already paid goes straight on to pay success. */
export const AlreadyPaid = meta.story({
  args: { order: 'paid' },
  async play({ canvas }) {
    await expect(await canvas.findByTestId('landed', {}, opts)).toHaveTextContent(/^\/pay-success\/\d{18}$/);
  },
});

/**
 * The quote request fails while the order loads: a failure that may pass, so the wallet tab offers a retry
 * (an empty list is a different state: PayChains/NoChain).
 */
export const PayTypesFailed = meta.story({
  beforeEach: scenario('server-error', { path: '/api/v/order/info/pay-type' }),
  async play({ canvas }) {
    await expect(await canvas.findByText('支付方式加载失败', {}, opts)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(canvas.queryByTestId('payment-unavailable')).toBeNull();
    await expect(canvas.getByTestId('pay-amount')).toBeVisible();
  },
});

const states = listStateStories({
  error: '加载失败',
  retry: true,
  loading: 'skeleton',
  also: {
    async loading({ canvas }) {
      await expect(canvas.getByText('订单支付')).toBeVisible();
      expect(canvas.queryByTestId('pay-amount')).toBeNull();
    },
  },
});

export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
