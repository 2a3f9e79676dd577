import { expect, test } from './support/fixtures';

// QA's `npm start` and `build:mock-ui` (the msw project) keeps the in-page shop in localStorage and the Express mock keeps it in
// memory: in both, a reload keeps the session and what was done. Tagged @msw to run in both modes.
test('the mocked shop and its session survive a reload', { tag: '@msw' }, async ({ page, loginAs }) => {
  await page.goto('/');
  await loginAs('normal');
  await page.goto('/user');
  await expect(page.getByText('链上小明')).toBeVisible();
  await page.reload();
  await expect(page.getByText('链上小明')).toBeVisible();
  await expect(page.getByRole('button', { name: '登录 / 注册' })).toHaveCount(0);
});
