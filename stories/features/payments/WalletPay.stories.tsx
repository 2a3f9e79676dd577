import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { now } from '../../../mocks/core/clock';
import { findOrder } from '../../../mocks/db/order-lifecycle';
import type { OrderRecord } from '../../../mocks/db/orders';
import { clearPending, savePending } from '../../../src/features/payments/lib/pending-payment';
import PayOrderPage from '../../../src/pages/PayOrderPage';
import { At, atWallTime, orderOf, tappable } from '../goods/shop-fixtures';
import { installFakeWallet } from './fake-wallet';

const pending = () => orderOf(0, (o: OrderRecord) => o.expireTime > now() && o.num === 1);

/** The pay screen with a wallet: real signed transfers on the in-browser mock chain. */
const Pay = () => (
  <At
    path="/pay-order/:orderId"
    to={`/pay-order/${pending().orderId}`}
    page={<PayOrderPage />}
    also={['/pay-success/:orderId']}
  />
);

const meta = {
  title: 'features/payments/WalletPay',
  component: Pay,
  beforeEach: atWallTime('normal'),
} satisfies Meta<typeof Pay>;
export default meta;
type Story = StoryObj<typeof meta>;

const opts = { timeout: 8000 };

/** BTY on chain 2999: the wallet sends, /pay verifies the hash, the order is paid. */
export const PaysWithBty: Story = {
  beforeEach: installFakeWallet('normal'),
  async play({ canvas }) {
    const orderId = pending().orderId;
    await userEvent.click(await tappable(await canvas.findByRole('button', { name: '使用钱包支付' }, opts)));
    await expect(await canvas.findByTestId('landed', {}, opts)).toHaveTextContent(`/pay-success/${orderId}`);
    const paid = findOrder(orderId);
    await expect(paid?.status).toBe(1);
    await expect(paid?.payChain).toBe(0);
  },
};

/** USDT on BSC (chain 56): an ERC-20 transfer to the merchant. */
export const PaysWithUsdtBsc: Story = {
  beforeEach: installFakeWallet('normal'),
  async play({ canvas }) {
    const orderId = pending().orderId;
    await userEvent.click(await canvas.findByText('USDT · BSC 链', {}, opts));
    await userEvent.click(await tappable(canvas.getByRole('button', { name: '使用钱包支付' })));
    await expect(await canvas.findByTestId('landed', {}, opts)).toHaveTextContent(`/pay-success/${orderId}`);
    await expect(findOrder(orderId)?.payChain).toBe(1);
  },
};

/** The user rejects in the wallet: nothing is paid and the button is ready again. */
export const WalletRejected: Story = {
  beforeEach: installFakeWallet('normal', { reject: true }),
  async play({ canvas }) {
    const button = await canvas.findByRole('button', { name: '使用钱包支付' }, opts);
    await userEvent.click(await tappable(button));
    await expect(await canvas.findByRole('button', { name: '使用钱包支付' })).toBeEnabled();
    expect(canvas.queryByTestId('landed')).toBeNull();
    await expect(findOrder(pending().orderId)?.status).toBe(0);
  },
};

/** A remembered hash the chain has not seen yet: resumed on load, then offered for a retry. */
export const ResumedNotConfirmed: Story = {
  beforeEach() {
    const orderId = pending().orderId;
    savePending({ orderId, chainType: 0, txHash: `0x${'ab'.repeat(32)}`, sentAt: Date.now() });
    return () => clearPending(orderId);
  },
  async play({ canvas }) {
    await expect(await canvas.findByText('交易尚未确认，请稍后再试', {}, opts)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新确认' })).toBeVisible();
  },
};

/** A remembered hash that already paid another order: refused, and the page says why. */
export const ResumedHashUsed: Story = {
  beforeEach() {
    const orderId = pending().orderId;
    const used = orderOf(1, (o) => o.payHash !== '').payHash;
    savePending({ orderId, chainType: 0, txHash: used, sentAt: Date.now() });
    return () => clearPending(orderId);
  },
  async play({ canvas }) {
    await expect(
      await canvas.findByText('该交易已被使用过，不能重复支付。如已扣款请联系客服。', {}, opts),
    ).toBeVisible();
    await expect(findOrder(pending().orderId)?.status).toBe(0);
  },
};
