import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { journeyAs, screen, slow, tappable } from '../support/journey';
import { ShellAt } from '../support/shell-root';

const meta = preview.meta({
  title: 'Journeys/Purchase',
  component: ShellAt,
  args: { at: '/' },
});

/**
 * A new user buys a figure and pays with the wallet: home → goods detail → SKU → submit the order →
 * pay page with its 30-minute countdown → wallet transfer verified by the mock chain → success.
 */
export const BuyAndPayWithWallet = meta.story({
  beforeEach: journeyAs('newbie', { wallTime: true }),
  async play({ step, userEvent }) {
    const s = screen();
    await step('Home: tap a goods card', async () => {
      const [card] = await s.findAllByRole('link', { name: /星际旅人潮玩手办/ }, slow);
      await userEvent.click(card as HTMLElement);
    });
    await step('Detail: choose 烈焰红 / 标准版 and buy now', async () => {
      // The picker arrives in its own chunk; until then a same-sized placeholder holds hidden copies of its texts.
      await waitFor(() => expect(within(s.getByTestId('sku-slot')).queryByTestId('sku-placeholder')).toBeNull(), slow);
      await userEvent.click(s.getByText('烈焰红', { exact: true }));
      await userEvent.click(s.getByText('标准版', { exact: true }));
      await userEvent.click(s.getByRole('button', { name: '立即购买' }));
    });
    await step('Order popup: the total, then submit', async () => {
      await expect(await s.findByTestId('submit-total', {}, slow)).toHaveTextContent('¥209.00');
      await userEvent.click(await tappable(s.getByRole('button', { name: '提交订单' })));
    });
    await step('Pay page: the amount and the countdown, then pay with the wallet', async () => {
      await expect(await s.findByTestId('pay-amount', {}, slow)).toHaveTextContent('¥209.00');
      await expect(s.getByRole('timer')).toHaveTextContent(/剩余支付时间 \d{2}:\d{2}/);
      await userEvent.click(await tappable(await s.findByRole('button', { name: '使用钱包支付' }, slow)));
    });
    await step('Success: the order is paid', async () => {
      await expect(await s.findByText('支付成功', { exact: true }, slow)).toBeVisible();
    });
  },
});
