import { heldTokens } from './support/after-purchase';
import { expect, test } from './support/fixtures';

test('open an owned blind box: the wallet sends the tx, the prize is revealed and the record appears', async ({
  page,
  loginAs,
  installWallet,
}) => {
  await installWallet('normal');
  await loginAs('normal');
  await page.goto('/');
  const box = (await heldTokens(page)).find((t) => t.blindBoxType === 1 && t.freezeType === 0);
  expect(box, 'the normal persona holds an unopened box').toBeDefined();
  await page.goto(`/asset/${box?.goodsId}/${box?.tokenId}`);
  await page.getByRole('button', { name: '开启盲盒' }).click();
  const reveal = page.getByRole('dialog', { name: '恭喜获得' });
  await expect(reveal).toBeVisible({ timeout: 15_000 });
  const prize = (await reveal.getByTestId('prize-name').textContent()) ?? '';
  expect(prize).toMatch(/ #\d+$/);
  await reveal.getByRole('link', { name: '查看开盒记录' }).click();
  await expect(page).toHaveURL(new RegExp(`/blindbox-record/${box?.goodsId}$`));
  await expect(page.getByText(prize.replace(/ #\d+$/, '')).first()).toBeVisible();
});
