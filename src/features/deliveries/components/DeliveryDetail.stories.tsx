import { FIXED_START } from '@mocks/stories';
import { listStateStories } from '@stories/support/states';
import { asNormal, DetailPage, detailRoute, ORDER, page, tappable } from '@stories/support/withdraw-detail';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { DeliveryDetail } from './DeliveryDetail';

const meta = preview.meta({
  title: 'features/deliveries/WithdrawDetailActions',
  component: DetailPage,
  parameters: { route: detailRoute(ORDER.shipped) },
  beforeEach: asNormal,
});

/** Confirm receipt asks first; the order then shows as received. */
export const ConfirmReceipt = meta.story({
  async play({ canvas }) {
    await userEvent.click(await canvas.findByRole('button', { name: '确认收货' }, { timeout: 5000 }));
    const ask = (await page().findByText('确认已收到商品吗？', {}, { timeout: 5000 })).closest(
      '.adm-dialog',
    ) as HTMLElement;
    await userEvent.click(await tappable(within(ask).getByRole('button', { name: '确认收货' })));
    await expect(await canvas.findByText('已确认收货，感谢您的支持', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('delivery-status')).toHaveTextContent('已收货');
  },
});

/** Return numbers: empty and malformed input are refused before sending; a valid list moves the order on. */
export const EnterReturnNumbers = meta.story({
  parameters: { route: detailRoute(ORDER.returnApproved) },
  async play({ canvas }) {
    const submit = await canvas.findByRole('button', { name: '提交退货单号' }, { timeout: 5000 });
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('请填写退货快递单号');
    const input = canvas.getByRole('textbox', { name: '退货快递单号' });
    await userEvent.type(input, 'SF12');
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('快递单号格式不正确');
    await userEvent.clear(input);
    await userEvent.type(input, 'SF1234567890123，YT1234567890');
    await expect(canvas.getByText('将提交：SF1234567890123、YT1234567890')).toBeVisible();
    await userEvent.click(submit);
    await expect(await canvas.findByText('退货商品寄回中，商家收到后完成退货', {}, { timeout: 5000 })).toBeVisible();
    const back = within(canvas.getByRole('region', { name: '退货物流' }));
    await expect(await back.findByText('SF1234567890123', {}, { timeout: 5000 })).toBeVisible();
  },
});

/**
 * Within the 7-day window a return can be requested with a reason. The page reads the device clock, and
 * the stories' mock clock is frozen at FIXED_START, so this story renders the detail with that `now`.
 */
export const ApplyReturn = meta.story({
  render: () => <DeliveryDetail orderId={ORDER.shipped} now={FIXED_START} />,
  async play({ canvas }) {
    await userEvent.click(await canvas.findByRole('button', { name: '申请退货' }, { timeout: 5000 }));
    // antd-mobile's TextArea puts aria-label on its wrapper div, so the textarea is found by placeholder.
    await userEvent.type(await tappable(await page().findByPlaceholderText('请描述退货原因（选填）')), '外盒破损');
    await userEvent.click(page().getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('退货申请已提交，等待商家审核', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/^外盒破损 · /)).toBeVisible();
  },
});

/** Outside the window (the device clock is weeks past the order) the return button is gone. */
export const ReturnWindowClosed = meta.story({
  render: () => <DeliveryDetail orderId={ORDER.shipped} now={FIXED_START + 30 * 86_400_000} />,
  async play({ canvas }) {
    await expect(await canvas.findByRole('button', { name: '确认收货' }, { timeout: 5000 })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: '申请退货' })).toBeNull();
  },
});

export const UnknownOrder = meta.story({
  parameters: { route: detailRoute('202601019000099999') },
  async play({ canvas }) {
    await expect(await canvas.findByText('加载失败，点击重试', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByTestId('delivery-status')).toBeNull();
  },
});

const states = listStateStories({
  error: '加载失败，点击重试',
  retry: true,
  loading: 'skeleton',
  title: '提货详情',
  also: { loading: ({ canvas }) => expect(canvas.queryByTestId('delivery-status')).toBeNull() },
});

export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
