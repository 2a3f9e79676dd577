import { expect, test } from './support/fixtures';

test('the nickname is refused when too long, then saved and shown in the user centre', async ({ page, loginAs }) => {
  await page.goto('/');
  await loginAs('normal');
  await page.goto('/edit-info');
  const nick = page.getByRole('textbox', { name: '昵称' });
  await nick.fill('这是一个超过十六个字符长度的昵称测试啊');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert')).toHaveText('昵称最多 16 个字符');
  await nick.fill('新的昵称小明');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('昵称已保存')).toBeVisible();
  await page.goto('/user');
  await expect(page.getByRole('heading', { name: '新的昵称小明' })).toBeVisible();
});

test('an oversize avatar is refused with a message and the avatar is said to stay local', async ({ page, loginAs }) => {
  await page.goto('/');
  await loginAs('normal');
  await page.goto('/edit-info');
  await expect(page.getByText('头像仅在本机预览，服务器暂不保存头像。')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(3 * 1024 * 1024, 1),
  });
  await expect(page.getByText(/图片过大/)).toBeVisible();
});

test('a visitor sees the login call-to-action in the user centre', async ({ page }) => {
  await page.goto('/user');
  await expect(page.getByRole('button', { name: '登录 / 注册' })).toBeVisible();
});
