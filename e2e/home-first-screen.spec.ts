import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { holdAntd } from './support/hold-antd';

// A held file's handler may still be fetching when a test ends (its page then closes under it): stop routing
// without waiting for it, so teardown does not fail a test whose checks passed.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

/**
 * The home page's first screen renders without antd-mobile (issue 30): its search box, banner, notice line,
 * goods cards and the feed's infinite-scroll footer are plain elements, and antd-mobile (with react-spring and
 * use-gesture) loads after the first paint for what is interactive. Proved by holding back every JavaScript
 * file that carries antd-mobile (its class prefix `adm-`, in every component's code) and looking at the page.
 */
test('home: the whole first screen renders while antd-mobile and the later texts are held back', async ({
  page,
  axe,
}) => {
  // The zh texts the entry does not bundle (src/locales/zh-later.ts) never arrive either.
  const held = await holdAntd(page, /zh-later/);
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: '搜索商品、商户地址或编号' })).toBeVisible();
  await expect(page.locator('[aria-label="banners"] img').first()).toBeVisible();
  await expect(page.getByTestId('notice-strip')).toBeVisible();
  await expect(page.getByRole('heading', { name: '为你推荐' })).toBeVisible();
  await expect(page.locator('a[href^="/goods/"]').first()).toBeVisible();
  await expect(page.getByTestId('scan-button').or(page.getByRole('button', { name: '扫一扫' }))).toBeVisible();
  // No text shows as its key (`card.soldOut`): every namespace the first screen renders is in the entry.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a shopper would read
  expect(await page.locator('body').innerText()).not.toMatch(/\b[a-z][a-zA-Z]*\.[a-z][a-zA-Z]+\b/);
  expect(await axe()).toEqual([]);
  // Positive control of the hold: reaching for the scan button asks for antd-mobile (the flow's), which never comes.
  await page.getByRole('button', { name: '扫一扫' }).focus();
  await expect.poll(() => held.length).toBeGreaterThan(0);
});

/** Every zh text of a namespace, flattened. */
function textsOf(ns: string): string[] {
  const flat = (o: unknown): string[] =>
    typeof o === 'string' ? [o] : o && typeof o === 'object' ? Object.values(o).flatMap(flat) : [];
  return flat(JSON.parse(readFileSync(`src/locales/zh/${ns}.json`, 'utf8')));
}

test("the entry's JavaScript carries the first screen's texts and no other namespace's", async ({ page, request }) => {
  await page.goto('/');
  const html = await (await request.get('/')).text();
  const files = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect(files.length).toBeGreaterThan(1);
  const entry = (await Promise.all(files.map(async (f) => (await request.get(f as string)).text()))).join('\n');
  const entryNs = ['common', 'shell', 'status', 'goods', 'list', 'scanner'];
  const bundled = new Set(entryNs.flatMap(textsOf));
  // Positive control: a text of `common` is there, so a text that is there would be seen.
  expect(textsOf('common').filter((t) => t.length > 3 && entry.includes(t)).length).toBeGreaterThan(0);
  const later = readdirSync('src/locales/zh')
    .map((f) => f.replace(/\.json$/, ''))
    .filter((ns) => !entryNs.includes(ns));
  expect(later.length).toBeGreaterThan(5);
  // Chinese sentences of 8 characters or more: a short word (`实物发货`) may also be a label in the contracts' code,
  // and a name (`Instagram`) a string of the code that recognises in-app browsers.
  const sentence = (t: string) => t.length >= 8 && /[\u4e00-\u9fff]/.test(t) && !bundled.has(t);
  const unique = later.flatMap((ns) =>
    textsOf(ns)
      .filter(sentence)
      .map((t) => [ns, t]),
  );
  expect(unique.length).toBeGreaterThan(100);
  expect(unique.filter(([, t]) => entry.includes(t as string)).map(([ns, t]) => `${ns}: ${t}`)).toEqual([]);
});

test('control: the not-found page, which renders antd-mobile, waits for it', async ({ page }) => {
  const held = await holdAntd(page);
  await page.goto('/no-such-page');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator('#root')).toBeEmpty();
});
