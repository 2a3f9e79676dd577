import { divCeil, RATES } from '@mocks/stories';
import { payOrderStory } from '@stories/support/pay-order';
import { scenario } from '@stories/support/scenario';
import { opts, unpaidOrder } from '@stories/support/shop';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import PayOrderPage from './PayOrderPage';

/**
 * The pay screen when pay-type lists one chain or none (docs/backend/corrections.md#b7-pay-type-chains: one entry per
 * chain that is enabled and has a live price), on the normal persona's unpaid order.
 */
const meta = preview.meta({
  title: 'features/payments/PayChains',
  ...payOrderStory(PayOrderPage),
});

const PAY_TYPE = '/api/v/order/info/pay-type';

/** Only USDT on BSC is enabled and priced: shown as the way to pay, nothing to choose, its quote. */
export const OneChain = meta.story({
  beforeEach: scenario('pay-one-chain', { path: PAY_TYPE }),
  async play({ canvas }) {
    const only = within(await canvas.findByTestId('single-pay-type', {}, opts));
    await expect(only.getByText('支付方式')).toBeVisible();
    await expect(only.getByText('USDT · BSC 链')).toBeVisible();
    await expect(only.getByText(`需支付 ${divCeil(unpaidOrder().amount, RATES[1])} USDT`)).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    // The wallet part is there for that chain (Storybook has no wallet: it says where paying works).
    await expect(canvas.getByText(/^未检测到钱包/)).toBeVisible();
  },
});

/** No chain enabled with a live price: a clear "not available now", what to do, no pay button. */
export const NoChain = meta.story({
  beforeEach: scenario('pay-no-chain', { path: PAY_TYPE }),
  async play({ canvas }) {
    const box = within(await canvas.findByTestId('payment-unavailable', {}, opts));
    await expect(box.getByText('暂时无法支付')).toBeVisible();
    await expect(box.getByText(/订单会保留到上方倒计时结束/)).toBeVisible();
    await expect(box.getByRole('button', { name: '重试' })).toBeEnabled();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByText(/^未检测到钱包/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: '使用钱包支付' })).toBeNull();
    await userEvent.click(box.getByRole('button', { name: '查看我的订单' }));
    await expect(await canvas.findByTestId('landed', {}, opts)).toHaveTextContent('/orders');
  },
});
