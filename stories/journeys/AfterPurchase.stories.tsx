import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { advance } from '../../mocks/stories';
import { journeyAs, screen, slow, tappable } from '../support/journey';
import { ShellAt } from '../support/shell-root';

/** Seeded holdings of the normal persona (mocks/domains/assets/seed.ts, default seed, frozen clock). */
const BOX = '/asset/2025121600000345/30100000000'; // 山海经神兽盲盒, an unopened box
const WITHDRAWABLE = '/asset/2025121600000151/10400000012'; // 星际旅人潮玩手办, deliverable

const meta = preview.meta({
  title: 'Journeys/After purchase',
  component: ShellAt,
  beforeEach: journeyAs('normal'),
});

/** Open a held blind box: the wallet burns it on the mock chain, the prize is revealed, then the records. */
export const OpenBlindBox = meta.story({
  args: { at: BOX },
  async play({ step, userEvent }) {
    const s = screen();
    let prize = '';
    await step('Asset detail: open the box with the wallet', async () => {
      await userEvent.click(await tappable(await s.findByRole('button', { name: '开启盲盒' }, slow)));
    });
    await step('Reveal: the prize drawn by the mock chain', async () => {
      const reveal = await s.findByRole('dialog', { name: '恭喜获得' }, slow);
      prize = within(reveal).getByTestId('prize-name').textContent ?? '';
      await expect(prize).toMatch(/ #\d+$/);
      await userEvent.click(await tappable(within(reveal).getByRole('link', { name: '查看开盒记录' })));
    });
    await step('Opening records: the prize is listed', async () => {
      // The records list the prize's goods name inside a longer line ("… · 朱雀 #12 …").
      const name = prize.replace(/ #\d+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect((await s.findAllByText(new RegExp(name), {}, slow))[0]).toBeVisible();
    });
  },
});

/**
 * Withdraw a collectible to a delivery address, then follow the delivery: the merchant ships it six hours
 * later (the mock clock jumps), the logistics show, and the buyer confirms receipt.
 */
export const WithdrawToDelivery = meta.story({
  args: { at: WITHDRAWABLE },
  async play({ step, userEvent }) {
    const s = screen();
    await step('Asset detail: withdraw to the default address', async () => {
      await userEvent.click(await tappable(await s.findByRole('button', { name: '提货' }, slow)));
      await expect(await s.findByText(/张伟/, {}, slow)).toBeVisible();
      await userEvent.click(await tappable(s.getByRole('button', { name: /确认提货（1 件）/ })));
    });
    await step('Success: the delivery order is created', async () => {
      await expect(await s.findByText('提货申请已提交', {}, slow)).toBeVisible();
      // Six hours later the merchant has shipped (mocks/domains/deliveries: shipping follows the clock).
      advance(6 * 3_600_000);
      await userEvent.click(s.getByRole('button', { name: '查看提货详情' }));
    });
    await step('Delivery detail: shipped, with logistics', async () => {
      await expect(await s.findByTestId('delivery-status', {}, slow)).toHaveTextContent('已发货');
      // The logistics trace loads after the status (its own request).
      const logistics = within(s.getByRole('region', { name: '发货物流' }));
      await expect(await logistics.findByText(/测试快递/, {}, slow)).toBeVisible();
    });
    await step('Confirm receipt', async () => {
      await userEvent.click(s.getByRole('button', { name: '确认收货' }));
      const dialog = await s.findByRole('dialog', {}, slow);
      await userEvent.click(await tappable(within(dialog).getByRole('button', { name: '确认收货' })));
      await expect(await s.findByText('已收货', { selector: '[data-testid="delivery-status"]' }, slow)).toBeVisible();
    });
  },
});
