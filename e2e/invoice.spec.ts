import { expect, test } from './support/fixtures';

test('apply for a company invoice with an invalid then a valid tax number, then cancel it', { tag: '@msw' }, async ({
  page,
  loginAs,
}) => {
  await page.goto('/');
  await loginAs('normal');
  await page.goto('/myreceipt?state=0');
  await page.locator('a[href^="/receipt-apply/"]').first().click();
  await expect(page).toHaveURL(/\/receipt-apply\/\d+/);
  await page.getByText('单位', { exact: true }).click();
  await page.getByRole('textbox', { name: '发票抬头' }).fill('杭州测试科技有限公司');
  const tin = page.getByRole('textbox', { name: '税号' });
  await tin.fill('91350100M000100Y44');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('alert')).toHaveText('请输入正确的 18 位统一社会信用代码');
  await tin.fill('91350100M000100Y43');
  await page.getByRole('textbox', { name: '接收邮箱' }).fill('finance@example.com');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/receipt-detail\/\d+/);
  // The router changes the URL before React commits the new page, so the apply page ("申请发票" in its
  // header) can still be on screen for a moment: wait for the detail page itself.
  await expect(page.getByRole('heading', { name: '发票详情' })).toBeVisible();
  await expect(page.getByText('申请发票', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '撤销申请' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '撤销申请' }).click();
  await expect(page.getByText('撤销开票', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '重新申请' })).toBeVisible();
});
