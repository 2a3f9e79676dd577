import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

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
  { what: 'the scan flow', re: /\/assets\/scanner-[\w-]+\.js$/ },
  { what: "antd-mobile's setup", re: /\/assets\/antd-setup-[\w-]+\.js$/ },
  { what: "antd-mobile's shared chunk", re: /\/assets\/ui-first-[\w-]+\.js$/ },
  { what: 'the contract list', re: /\/api\/v\/chain\/contract\/list$/ },
];

async function resources(page: Page): Promise<Timed[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return { name: r.name.split('?')[0] as string, startTime: r.startTime, responseEnd: r.responseEnd };
    }),
  );
}

test("home: the later chunks and the contract list wait for the first banner's picture", async ({ page }) => {
  // The picture is held until the app has rendered its first screen: what starts meanwhile did not wait for it.
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/mock-img/banner/**', async (route) => {
    await held;
    await route.continue();
  });
  // Not until "load": the held picture would hold that event too.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('a[href^="/goods/"]').first()).toBeVisible();
  const rendered = await resources(page);
  const renderedAt = await page.evaluate(() => performance.now());
  const early = LATER.filter((l) => rendered.some((r) => l.re.test(r.name))).map((l) => l.what);
  release();
  // Positive control: every one of them is requested once the picture is there, so the check reads real entries.
  await expect
    .poll(async () => {
      const seen = await resources(page);
      return LATER.filter((l) => !seen.some((r) => l.re.test(r.name))).map((l) => l.what);
    })
    .toEqual([]);
  expect(early, `requested while the picture was held (app rendered at ${Math.round(renderedAt)} ms)`).toEqual([]);
  const seen = await resources(page);
  const banner = seen.find((r) => r.name.includes('/mock-img/banner/'));
  expect(banner, 'the first banner picture').toBeDefined();
  const pictureEnd = (banner as Timed).responseEnd;
  for (const l of LATER) {
    const first = Math.min(...seen.filter((r) => l.re.test(r.name)).map((r) => r.startTime));
    expect(
      first,
      `${l.what} started at ${Math.round(first)} ms, the picture ended at ${Math.round(pictureEnd)} ms`,
    ).toBeGreaterThanOrEqual(pictureEnd);
  }
});

test("home: the app's code runs only once the first banner is requested, so its long first evaluation cannot hold that request up", async ({
  page,
}) => {
  // When the picture's <img> joined the page, and when the app first rendered into #root.
  await page.addInitScript(() => {
    const w = window as unknown as { __order: string[] };
    w.__order = [];
    new MutationObserver(() => {
      const seen = (what: string, yes: boolean) => yes && !w.__order.includes(what) && w.__order.push(what);
      seen('picture', !!document.querySelector('img[data-prepaint]'));
      seen('app', !!document.getElementById('root')?.firstChild);
    }).observe(document, { childList: true, subtree: true });
  });
  // The banner list answers only once the entry's code has arrived: an app that evaluated as soon as it could
  // would render first.
  const arrived = new Set<string>();
  page.on('requestfinished', (r) => arrived.add(new URL(r.url()).pathname));
  const entryIn = () => [...arrived].some((p) => /^\/assets\/index-[\w-]+\.js$/.test(p));
  await page.route('**/api/v/sys/banner/list', async (route) => {
    await expect.poll(entryIn).toBe(true);
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root img[data-prepaint]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __order: string[] }).__order)).toEqual(['picture', 'app']);
  // The app started after the answer: the route's chunk, which its router asks for first, came later.
  const seen = await resources(page);
  const answer = seen.find((r) => r.name.endsWith('/api/v/sys/banner/list'));
  const route = seen.find((r) => /\/assets\/HomePage-[\w-]+\.js$/.test(r.name));
  expect(answer && route, 'the banner answer and the route chunk').toBeTruthy();
  expect((route as Timed).startTime).toBeGreaterThanOrEqual((answer as Timed).responseEnd);
});
