import { deliveriesEndpoints } from '@contracts/deliveries';
import { heldTokens } from './support/after-purchase';
import { callEndpoint } from './support/call-endpoint';
import { expect, test } from './support/fixtures';

test('withdraw a token to a new address, see it shipped with logistics, confirm receipt', async ({
  page,
  loginAs,
  installWallet,
  mock,
}) => {
  await installWallet('normal');
  await loginAs('normal');
  await page.goto('/address-edit');
  await page.getByPlaceholder('请输入收货人姓名').fill('周杰');
  await page.getByPlaceholder('手机或座机号码').fill('+8613600001111');
  await page.getByText('请选择省 / 市 / 区').click();
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByPlaceholder('街道、楼牌号等').fill('人民路 8 号');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).not.toHaveURL(/address-edit/);

  const shippable = (await heldTokens(page)).find((t) => t.expressType === 1 && t.freezeType === 0);
  expect(shippable).toBeDefined();
  await page.goto(`/asset/${shippable?.goodsId}/${shippable?.tokenId}`);
  await page.getByRole('button', { name: '提货' }).click();
  await page.getByText('周杰 +8613600001111').click();
  await page.getByRole('button', { name: /确认提货/ }).click();
  await expect(page).toHaveURL(/\/withdraw-success\/\d{18}$/, { timeout: 15_000 });
  const orderId = page.url().split('/').pop() ?? '';

  // The simulated merchant ships a minute after the order (mocks/domains/deliveries/table.ts); logistics need a few hours.
  await mock.clock({ advanceMs: 6 * 3_600_000 });
  await page.goto(`/withdraw-detail/${orderId}`);
  await expect(page.getByTestId('delivery-status')).toHaveText('已发货');
  await expect(page.getByRole('region', { name: '发货物流' }).getByText('测试快递')).toBeVisible();
  await page.getByRole('button', { name: '确认收货' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
  await expect(page.getByTestId('delivery-status')).toHaveText('已收货');
  const detail = await callEndpoint(page, deliveriesEndpoints.detail, { orderId });
  expect(detail.express).toMatchObject({ name: '周杰', status: 2 });
});

test('apply for a return and fill in two shipping numbers', async ({ page, loginAs, mock }) => {
  await loginAs('normal');
  await page.goto('/');
  const received = await callEndpoint(page, deliveriesEndpoints.page, { status: 2 });
  const orderId = received.data[0]?.express.orderId ?? '';
  await page.goto(`/withdraw-detail/${orderId}`);
  await page.getByRole('button', { name: '申请退货' }).click();
  await page.getByPlaceholder('请描述退货原因（选填）').fill('尺寸不合适');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('delivery-status')).toHaveText('申请退货');

  await mock.clock({ advanceMs: 2 * 60_000 });
  await page.reload();
  await expect(page.getByTestId('delivery-status')).toHaveText('已同意退货，请填写退货单号');
  await page.getByPlaceholder('多个单号用逗号分隔').fill('SF1234567890，YT0987654321, SF1234567890');
  await expect(page.getByText('将提交：SF1234567890、YT0987654321')).toBeVisible();
  await page.getByRole('button', { name: '提交退货单号' }).click();
  await expect(page.getByTestId('delivery-status')).toHaveText('退货中');
  const detail = await callEndpoint(page, deliveriesEndpoints.detail, { orderId });
  expect(detail.express.refundExpressCode).toBe('SF1234567890,YT0987654321');
});

test('the user centre shows the assets and leads to the delivery orders by status', async ({ page, loginAs }) => {
  await loginAs('normal');
  await page.goto('/user');
  const assets = page.getByRole('region', { name: '我的藏品' });
  await expect(assets.getByRole('link').first()).toBeVisible();
  await page.getByText('我的提货', { exact: true }).click();
  await expect(page).toHaveURL(/\/orders\?kind=delivery$/);
  await page.getByRole('tab', { name: '已发货' }).click();
  await expect(page).toHaveURL(/kind=delivery&status=1$/);
  await expect(page.getByText('暂无提货订单')).toHaveCount(0);
  await page.getByRole('tab', { name: '我的订单' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});
