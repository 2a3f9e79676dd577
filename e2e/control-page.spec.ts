import { expect, test } from './support/fixtures';

// The Express mock's control page for people (GET /__mock/), on the phone profile. prod-mock only: the
// dev server's in-page mock has no such page.
test('the control page shows the tester’s shop and drives its clock, scenario and a new shop', async ({
  page,
  shop,
  mock,
  axe,
  baseURL,
}) => {
  await page.goto('/__mock/');
  await expect(page.locator('#shop-id')).toHaveText(shop ?? '');
  expect(await axe()).toEqual([]);

  // The clock moves in this shop only, by the button's amount.
  const before = (await mock.health()).now;
  await page.getByRole('button', { name: '+1 d' }).click();
  await expect.poll(async () => (await mock.health()).now - before).toBeGreaterThanOrEqual(86_400_000);
  expect((await mock.health()).now - before).toBeLessThan(86_400_000 + 600_000);

  // A scenario chosen on the page reaches the JSON control, then the page shows it.
  await page.locator('#scenario-names').selectOption('empty');
  await page.getByRole('button', { name: '应用' }).click();
  await expect(page.locator('#shop-scenarios')).toHaveText('empty');
  await page.locator('#scenario-names').selectOption('none');
  await page.getByRole('button', { name: '应用' }).click();
  await expect(page.locator('#shop-scenarios')).toHaveText('无');

  // A new shop signed in as a persona: the browser switches over, and the app opens signed in.
  await page.locator('#new-shop select').selectOption('normal');
  await page.getByRole('button', { name: '新建并切换' }).click();
  await expect(page.locator('#shop-id')).toHaveText(/^[0-9a-f]{10} \(normal\)$/);
  const created = (await page.locator('#shop-id').textContent())?.split(' ')[0] ?? '';
  expect(created).not.toBe(shop);
  await page.goto('/user');
  await expect(page.getByText('链上小明')).toBeVisible();

  // The test's own shop was left as it was: no session was made there, its clock kept its lead.
  expect((await mock.health()).now - before).toBeGreaterThanOrEqual(86_400_000);
  const gone = await page.request.delete(`${baseURL}/__mock/shops/${created}`, {
    headers: { 'content-type': 'application/json' },
  });
  expect(gone.status()).toBe(200);
});
