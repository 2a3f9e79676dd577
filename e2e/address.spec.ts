import { expect, test } from './support/fixtures';

test('add, edit, make default and delete an address, with invalid then valid phones', { tag: '@msw' }, async ({
  page,
  loginAs,
}) => {
  await loginAs('newbie');
  await page.goto('/address');
  await expect(page.getByText('还没有收货地址')).toBeVisible();
  await page.getByRole('button', { name: '新增收货地址' }).click();

  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert')).toHaveText('请填写姓名');
  await page.getByPlaceholder('请输入收货人姓名').fill('孙丽');
  for (const bad of ['1381234567', '+85213812345678', '010 1234567']) {
    await page.getByPlaceholder('手机或座机号码').fill(bad);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('alert')).toHaveText('请填写正确的手机号码');
  }
  await page.getByPlaceholder('手机或座机号码').fill('0755-86001234');
  await page.getByText('请选择省 / 市 / 区').click();
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByPlaceholder('街道、楼牌号等').fill('深南大道 1 号');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/address$/);
  await expect(page.getByText('孙丽')).toBeVisible();

  await page.getByRole('button', { name: '新增收货地址' }).click();
  await page.getByPlaceholder('请输入收货人姓名').fill('钱多');
  await page.getByPlaceholder('手机或座机号码').fill('8613912345678');
  await page.getByText('请选择省 / 市 / 区').click();
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByPlaceholder('街道、楼牌号等').fill('长江路 2 号');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('钱多')).toBeVisible();

  await page.getByRole('button', { name: '编辑' }).first().click();
  await page.getByPlaceholder('街道、楼牌号等').fill('长江路 22 号');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(/长江路 22 号|深南大道 1 号/).first()).toBeVisible();

  await page.getByRole('button', { name: '设为默认' }).first().click();
  await expect(page.getByText('默认', { exact: true })).toHaveCount(1);

  await page.getByRole('button', { name: '删除' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('button', { name: '删除' })).toHaveCount(1);
});

test('adds an address in a county the old hand-written region list lacked', async ({ page, loginAs, axe }) => {
  await loginAs('newbie');
  await page.goto('/address');
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await page.getByPlaceholder('请输入收货人姓名').fill('周强');
  await page.getByPlaceholder('手机或座机号码').fill('13912345678');
  await page.getByText('请选择省 / 市 / 区').click();
  // Each picker column is a wheel: a click on an item scrolls the wheel to it (antd-mobile's own handler).
  // The wheel items are aria-hidden and mostly off-screen, so the click is dispatched rather than aimed.
  const column = (n: number) => page.locator('.adm-picker-view-column').nth(n);
  // antd-mobile's PickerView puts a wheel back to its parent's value when the two still differ a second later
  // (picker-view.js): on a loaded machine a pick made while the previous column's choice was still reaching the
  // parent was undone so (a full run, 2026-11-29: the county wheel back on 武江区). A shopper would pick it again;
  // so does the test, until the wheel shows the choice.
  const pick = async (n: number, name: string) => {
    const chosen = column(n).getByRole('button', { name: `当前选择的是：${name}` });
    await expect(async () => {
      await column(n).locator('.adm-picker-view-column-item', { hasText: name }).dispatchEvent('click');
      await expect(chosen).toBeAttached({ timeout: 2_000 });
    }).toPass();
  };
  await pick(0, '广东省');
  await pick(1, '韶关市');
  await pick(2, '乳源瑶族自治县');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('region-value')).toHaveText('广东省 韶关市 乳源瑶族自治县');
  expect(await axe()).toEqual([]);
  await page.getByPlaceholder('街道、楼牌号等').fill('鹰峰东路 1 号');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/address$/);
  await expect(page.getByText('广东省 韶关市 乳源瑶族自治县')).toBeVisible();
});
