import { chainEndpoints } from '@contracts/chain';
import type { Page } from '@playwright/test';
import { FIRST_SCREEN_CAP_MARK } from '../src/lib/page-state';
import { isEndpointUrl } from './support/endpoint-routes';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/hold-requests';

/**
 * What the first screen does not show waits until its largest picture has loaded (src/lib/after-first-screen.ts):
 * on a phone's network, every byte requested before the picture shares the bandwidth with it. Read from the
 * page's own resource timing: each later request must start after the first banner's response has ended.
 */
interface Timed {
  name: string;
  startTime: number;
  responseEnd: number;
}

const LATER = [
  { what: 'the contract list', re: { test: (u: string) => isEndpointUrl(u, chainEndpoints.contractList) } },
];
/** What the home page loads only when the shopper reaches for the scan button (src/pages/HomePage.tsx). */
const ON_REACH = [
  { what: 'the scan flow', re: /\/assets\/scanner-[\w-]+\.js$/ },
  // With antd-mobile's setup, which a build puts in this chunk since no module imports it lazily (src/app/Providers.tsx).
  { what: "antd-mobile's shared chunk", re: /\/assets\/ui-first-[\w-]+\.js$/ },
];
const BANNER = /\/mock-img\/banner\/[^/]+$/;

/** When the app's wait for the first picture reached its cap, on the page's clock; null if it has not. */
async function capMark(page: Page): Promise<number | null> {
  return page.evaluate((name) => performance.getEntriesByName(name)[0]?.startTime ?? null, FIRST_SCREEN_CAP_MARK);
}

async function resources(page: Page): Promise<Timed[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return { name: r.name.split('?')[0] as string, startTime: r.startTime, responseEnd: r.responseEnd };
    }),
  );
}

test("home: the contract list and the other slides wait for the first banner's picture", async ({ page }) => {
  // The first banner's picture is held until the app has rendered its first screen: what is requested meanwhile
  // did not wait for it.
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url().split('?')[0] as string));
  // The first banner picture asked for is the one index.html paints; the carousel's other slides are later work.
  let first = '';
  const picture = await holdRequests(page, BANNER, (request) => {
    const url = request.url().split('?')[0] as string;
    first ||= url;
    return url === first;
  });
  const later = [
    ...LATER,
    { what: "the carousel's other slides", re: { test: (u: string) => BANNER.test(u) && u !== first } },
  ];
  const missing = (urls: string[]) => later.filter((l) => !urls.some((u) => l.re.test(u))).map((l) => l.what);
  // Not until "load": the held picture would hold that event too.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('a[href^="/goods/"]').first()).toBeVisible();
  const renderedAt = await page.evaluate(() => performance.now());
  const early = later.filter((l) => requested.some((u) => l.re.test(u))).map((l) => l.what);
  // The wait has a cap (3 s from the first render's ask): on a slow or loaded machine the home page can render
  // after it, and then later work may rightly start with the picture still held. The app marks the cap's end.
  const capAtRelease = await capMark(page);
  picture.release();
  // Positive control: every one of them is requested once the picture is there, so the check sees real requests.
  await expect.poll(() => missing(requested)).toEqual([]);
  if (capAtRelease === null) {
    expect(early, `requested while the picture was held (app rendered at ${Math.round(renderedAt)} ms)`).toEqual([]);
  }
  // And by the page's own clock: each started after the picture's response had ended, or after the cap's end if
  // that came first. A request made before both is a breach on any machine.
  await expect.poll(async () => missing((await resources(page)).map((r) => r.name))).toEqual([]);
  const seen = await resources(page);
  const banner = seen.find((r) => r.name === first);
  expect(banner, 'the first banner picture').toBeDefined();
  const pictureEnd = (banner as Timed).responseEnd;
  const capAt = (await capMark(page)) ?? Number.POSITIVE_INFINITY;
  const allowedFrom = Math.min(pictureEnd, capAt);
  for (const l of later) {
    const start = Math.min(...seen.filter((r) => l.re.test(r.name)).map((r) => r.startTime));
    expect(
      start,
      `${l.what} started at ${Math.round(start)} ms, the picture ended at ${Math.round(pictureEnd)} ms, ` +
        `the cap at ${Math.round(capAt)} ms`,
    ).toBeGreaterThanOrEqual(allowedFrom);
  }
});

test('home: antd-mobile and the scan flow load when the shopper reaches for the scan button, not with the page', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url().split('?')[0] as string));
  const loaded = () => ON_REACH.filter((l) => requested.some((u) => l.re.test(u))).map((l) => l.what);
  await page.goto('/');
  // The page's later work has run: the carousel's other slides wait for the same first picture and idle moment.
  await expect.poll(() => requested.filter((u) => BANNER.test(u)).length).toBeGreaterThan(1);
  await expect(page.locator('a[href^="/goods/"]').first()).toBeVisible();
  expect(loaded()).toEqual([]);
  // Positive control: reaching for the button (keyboard focus here; a press does the same) loads both.
  await page.getByRole('button', { name: '扫一扫' }).focus();
  await expect.poll(loaded).toEqual(ON_REACH.map((l) => l.what));
});
