import type { Page } from '@playwright/test';
import { heldTokens } from './support/after-purchase';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/hold-requests';

/**
 * The asset detail's actions (open box, withdraw) sit below the token's picture, which arrives after the detail
 * itself. A tap already on its way must land where it was aimed: the picture has a box of its own size, so the
 * actions do not move when it arrives. A run on a loaded machine once clicked 开启盲盒 as the picture arrived and
 * the tap was lost (chain-waits-assets: the button still there, untouched, 7 s later).
 */

/** The open-box button's top before the token's picture arrives and after (`css` is added to the page first). */
async function buttonTops(page: Page, css = '') {
  const token = (await heldTokens(page)).find((t) => t.blindBoxType === 1 && t.freezeType === 0);
  expect(token, 'the normal persona holds an unopened box').toBeDefined();
  const pictures = await holdRequests(page, '**/mock-img/**');
  await page.goto(`/asset/${token?.goodsId}/${token?.tokenId}`);
  if (css) await page.addStyleTag({ content: css });
  const button = page.getByRole('button', { name: '开启盲盒' });
  await expect(button).toBeVisible();
  const top = async () => (await button.boundingBox())?.y ?? Number.NaN;
  const before = await top();
  pictures.release();
  const picture = page.getByRole('main').getByRole('img').first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return { before, after: await top() };
}

test.beforeEach(async ({ loginAs, installWallet, page }) => {
  await installWallet('normal');
  await loginAs('normal');
  await page.goto('/');
});
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test('asset detail: the open-box button stays in place when the picture arrives', async ({ page }) => {
  const { before, after } = await buttonTops(page);
  expect(before).not.toBeNaN();
  expect(after).toBeCloseTo(before, 0);
});

test('control: a picture drawn at its own height moves the button', async ({ page }) => {
  // As the detail drew the picture before: its own height, up to 320 px.
  const { before, after } = await buttonTops(page, 'main img { height: auto !important; max-height: 320px; }');
  expect(after - before).toBeGreaterThan(50);
});
