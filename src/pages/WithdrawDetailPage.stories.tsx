import type { Canvas, PlayContext } from '@stories/support/play';
import { asNormal, DetailPage, detailRoute, ORDER } from '@stories/support/withdraw-detail';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'features/deliveries/WithdrawDetailPage',
  component: DetailPage,
  beforeEach: asNormal,
});

/** The seeded order in one status: its label and hint show, then the story's own checks. */
const inStatus = (order: keyof typeof ORDER, label: string, hint: string, then: (canvas: Canvas) => Promise<void>) => ({
  parameters: { route: detailRoute(ORDER[order]) },
  async play({ canvas }: PlayContext) {
    await expect(await canvas.findByTestId('delivery-status', {}, { timeout: 5000 })).toHaveTextContent(label);
    await expect(canvas.getByText(hint)).toBeVisible();
    await then(canvas);
  },
});

export const AwaitingShipment = meta.story(
  inStatus('wait', '待发货', '商家正在备货，请耐心等待发货', async (canvas) => {
    await expect(canvas.getByText('备注：工作日白天送货')).toBeVisible();
    await expect(canvas.getByText(ORDER.wait)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '发货物流' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '确认收货' })).toBeNull();
  }),
);

/** Two parcels: one outbound trace per tracking number, newest step first. */
export const Shipped = meta.story(
  inStatus('shipped', '已发货', '商品已发出，收到后请确认收货', async (canvas) => {
    const outbound = within(await canvas.findByRole('region', { name: '发货物流' }));
    await expect(await outbound.findByText('YT5934089356929', {}, { timeout: 5000 })).toBeVisible();
    await expect(outbound.getByText('SF0972628527170')).toBeVisible();
    await expect(outbound.getAllByText('【深圳市】商家已发货，快递员已揽收')).toHaveLength(2);
    await expect(outbound.getAllByText('运输中')).toHaveLength(2);
    await expect(canvas.getByText('自动确认收货')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '确认收货' })).toBeEnabled();
  }),
);

export const Received = meta.story(
  inStatus('received', '已收货', '已确认收货，感谢您的支持', async (canvas) => {
    const outbound = within(await canvas.findByRole('region', { name: '发货物流' }));
    await expect(await outbound.findByText('已签收', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('收货时间')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '确认收货' })).toBeNull();
  }),
);

export const ReturnRequested = meta.story(
  inStatus('returnRequested', '申请退货', '退货申请已提交，等待商家审核', async (canvas) => {
    await expect(canvas.getByText('退货进度')).toBeVisible();
    await expect(canvas.getByText('买家 · 申请退货')).toBeVisible();
    await expect(canvas.getByText(/^茶饼受潮发霉 · /)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '退货物流' })).toBeNull();
  }),
);

export const ReturnRefused = meta.story(
  inStatus('returnRefused', '不同意退货', '商家不同意退货', async (canvas) => {
    await expect(canvas.getByText('商家 · 不同意退货')).toBeVisible();
    await expect(canvas.getByText(/^商品已使用，不支持退货 · /)).toBeVisible();
  }),
);

/** The buyer must send the goods back: the return-number form is shown. */
export const ReturnApproved = meta.story(
  inStatus(
    'returnApproved',
    '已同意退货，请填写退货单号',
    '商家已同意退货，请寄回商品并填写退货单号',
    async (canvas) => {
      await expect(canvas.getByRole('textbox', { name: '退货快递单号' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: '提交退货单号' })).toBeEnabled();
      await expect(canvas.getByText('商家 · 已同意退货，请填写退货单号')).toBeVisible();
    },
  ),
);

/** Both directions: the outbound trace and the buyer's return parcel. */
export const ReturnInTransit = meta.story(
  inStatus('returnInTransit', '退货中', '退货商品寄回中，商家收到后完成退货', async (canvas) => {
    const outbound = within(await canvas.findByRole('region', { name: '发货物流' }));
    await expect(await outbound.findByText('YT5226914841714', {}, { timeout: 5000 })).toBeVisible();
    const back = within(canvas.getByRole('region', { name: '退货物流' }));
    await expect(await back.findByText('ZTO0573767373883', {}, { timeout: 5000 })).toBeVisible();
    await expect(back.getByText('【寄件城市】买家退货已揽收')).toBeVisible();
    await expect(back.getByText('【寄件城市】快件已到达 寄件城市转运中心')).toBeVisible();
    await expect(canvas.getByText('买家 · 退货中')).toBeVisible();
  }),
);

export const Returned = meta.story(
  inStatus('returned', '已退货', '退货已完成，藏品已退回您的账户', async (canvas) => {
    const back = within(await canvas.findByRole('region', { name: '退货物流' }));
    await expect(await back.findByText('ZTO2503136513976', {}, { timeout: 5000 })).toBeVisible();
    await expect(back.getByText('【深圳市】商家已签收退货')).toBeVisible();
    await expect(back.getByText('已签收')).toBeVisible();
    await expect(canvas.getByText('商家 · 已退货')).toBeVisible();
  }),
);
