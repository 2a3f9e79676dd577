import { At, as, saleSkuOf, tappable } from '@stories/support/shop';
import { expect, screen, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { SubmitOrderPopup, type SubmitTarget } from './SubmitOrderPopup';

type Bounds = SubmitTarget['bounds'];

/** The order popup for a seeded SKU, with the bounds the goods page would compute for it. */
const Submit = ({ goods, bounds }: { goods: string; bounds: Bounds }) => {
  const sku = saleSkuOf(goods);
  const target: SubmitTarget = {
    skuId: sku.skuId,
    name: sku.name,
    cover: sku.cover,
    price: sku.price,
    expressType: sku.expressType,
    bounds,
  };
  return (
    <At
      path="/goods/x"
      to="/goods/x"
      page={<SubmitOrderPopup open onClose={() => {}} target={target} />}
      also={['/pay-order/:orderId']}
    />
  );
};

const meta = preview.meta({
  title: 'features/orders/SubmitOrderPopup',
  component: Submit,
  args: { goods: '敦煌飞天数字藏品', bounds: { min: 1, max: 3, step: 1, blocked: null } },
  beforeEach: as('normal'),
});

const opts = { timeout: 5000 };
/** The popup once it has finished sliding in (it takes no taps before). */
const popup = async () => within(await tappable(await screen.findByRole('dialog', { name: '确认订单' }, opts)));

/** A token-only SKU: quantity 1, no delivery choice, the total in fen / 100. */
export const Default = meta.story({
  async play() {
    const d = await popup();
    await expect(d.getByText('敦煌飞天数字藏品·飞天')).toBeVisible();
    await expect(d.getByText('最多可买 3 件')).toBeVisible();
    await expect(d.getByRole('spinbutton')).toHaveValue('1');
    await expect(d.getByTestId('submit-total')).toHaveTextContent('¥9.90');
    await expect(d.getByRole('button', { name: '减少' })).toBeDisabled();
    expect(d.queryByText('交付方式')).toBeNull();
  },
});

/** The stepper stops at its upper bound and the plus button turns off. */
export const StepperAtMax = meta.story({
  async play() {
    const d = await popup();
    const plus = await tappable(d.getByRole('button', { name: '增加' }));
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(d.getByRole('spinbutton')).toHaveValue('3');
    await expect(plus).toBeDisabled();
    await expect(d.getByTestId('submit-total')).toHaveTextContent('¥29.70');
  },
});

/** A SKU sold in packs of 2 steps by 2. */
export const StepsByPack = meta.story({
  args: { goods: '手工紫砂壶·石瓢', bounds: { min: 2, max: 6, step: 2, blocked: null } },
  async play() {
    const d = await popup();
    await expect(d.getByRole('spinbutton')).toHaveValue('2');
    await userEvent.click(await tappable(d.getByRole('button', { name: '增加' })));
    await expect(d.getByRole('spinbutton')).toHaveValue('4');
  },
});

export const SoldOut = meta.story({
  args: { bounds: { min: 1, max: 1, step: 1, blocked: 'soldOut' } },
  async play() {
    const d = await popup();
    await expect(d.getByRole('button', { name: '已售罄' })).toBeDisabled();
  },
});

export const LimitReached = meta.story({
  args: { bounds: { min: 1, max: 1, step: 1, blocked: 'limitReached' } },
  async play() {
    const d = await popup();
    await expect(d.getByRole('button', { name: '已达限购数量' })).toBeDisabled();
  },
});

/** A physical SKU may ship: choosing delivery preselects the default saved address (张伟). */
export const ShipToAddress = meta.story({
  args: { goods: '星际旅人潮玩手办' },
  async play() {
    const d = await popup();
    await userEvent.click(await tappable(d.getByText('实物发货')));
    await expect(await d.findByText('选择收货地址', {}, opts)).toBeVisible();
    // The native radio is visually hidden but in the accessibility tree (src/app/shell.module.css).
    await expect(d.getByRole('radio', { name: /^张伟 / })).toBeChecked();
    await expect(d.getByRole('radio', { name: /^李娜 / })).not.toBeChecked();
  },
});

/** A new user has no saved address yet: the popup offers to add one. */
export const ShipWithoutAddress = meta.story({
  args: { goods: '星际旅人潮玩手办' },
  beforeEach: as('newbie'),
  async play() {
    const d = await popup();
    await userEvent.click(await tappable(d.getByText('实物发货')));
    await expect(await d.findByText('还没有收货地址', {}, opts)).toBeVisible();
    await expect(d.getByRole('link', { name: '去添加' })).toHaveAttribute('href', '/address-edit');
  },
});

/** Submitting creates the order in the mock and goes on to its pay page. */
export const SubmitGoesToPay = meta.story({
  async play({ canvas }) {
    const d = await popup();
    await userEvent.click(await tappable(d.getByRole('button', { name: '提交订单' })));
    await expect(await canvas.findByTestId('landed', {}, opts)).toHaveTextContent(/^\/pay-order\/\d{18}$/);
  },
});
