/**
 * `npm run test:webkit`: the production build in WebKit. A large share of shoppers are on iPhones, where
 * every browser and in-app browser (WeChat included) is WebKit; Playwright's own WebKit build cannot be
 * downloaded here, so Debian's WebKitGTK does the job: `WebKitWebDriver` (webkit2gtk-driver) drives its
 * MiniBrowser through selenium-webdriver, on an X display (Xvfb when none is set).
 *
 * Against the Express mock serving the production build (as playwright.config.ts starts it), on a
 * phone-sized window with an iPhone user agent, it visits every route of the e2e route table
 * (e2e/support/routes.ts, real ids of a freshly seeded shop): each must render, show no error state and
 * throw no uncaught error. Then one journey: goods detail → SKU → submit → the pay page.
 *
 * Env: WEBKIT_DIST_DIR (dist), WEBKIT_PORT (8795, the mock), WEBKIT_DRIVER_PORT (8796).
 */
import { Builder, type WebDriver } from 'selenium-webdriver';
import { signIn } from '../../../e2e/support/login';
import { resetShopRoutes } from '../../../e2e/support/routes';
import { createShop } from '../../../e2e/support/shop';
import type { Transport } from '../../../e2e/support/transport';
import { assertFree, display, type Helper, startHelper, stopHelper, waitForUrl } from './processes';
import { checkRoute, controls, journeyToPay } from './sweep';

const DIST = process.env.WEBKIT_DIST_DIR || 'dist';
const PORT = Number(process.env.WEBKIT_PORT || 8795);
const DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT || 8796);
const BASE = `http://127.0.0.1:${PORT}`;
const MINIBROWSER = ['4.1', '4.0'].map((v) => `/usr/lib/x86_64-linux-gnu/webkit2gtk-${v}/MiniBrowser`);
/** What an iPhone's Safari sends: the app shows its phone layout (a desktop UA gets the QR placeholder). */
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** iPhone 14/15's CSS size; MiniBrowser's header bar keeps its window at least 447 px wide (measured). */
const PHONE = { width: 390, height: 844 };

/** The Express mock's API as the e2e fixtures reach it from Node, in this run's own shop. */
function transport(shop: string): Transport {
  return {
    async call(method, path, body) {
      const res = await fetch(`${BASE}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'X-Mock-Shop': shop },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: await res.json() };
    },
  };
}

async function main(): Promise<number> {
  const { existsSync } = await import('node:fs');
  const binary = MINIBROWSER.find((p) => existsSync(p));
  if (!binary) throw new Error('MiniBrowser not found: apt-get install -y webkit2gtk-driver');
  const helpers: Helper[] = [];
  let driver: WebDriver | null = null;
  const started = Date.now();
  try {
    const { display: shown, xvfb } = await display();
    if (xvfb) helpers.push(xvfb);
    await assertFree(`${BASE}/__mock/health`);
    await assertFree(`http://127.0.0.1:${DRIVER_PORT}/status`);
    const server = startHelper('mock', 'npx', [
      'tsx',
      'server/main.ts',
      '--static',
      DIST,
      '--port',
      String(PORT),
      '--block-time',
      '0',
      '--open-shops',
    ]);
    helpers.push(server);
    const wd = startHelper('WebKitWebDriver', 'WebKitWebDriver', [`--port=${DRIVER_PORT}`], {
      ...process.env,
      DISPLAY: shown,
    });
    helpers.push(wd);
    await waitForUrl(`${BASE}/__mock/health`, 120_000, server);
    await waitForUrl(`http://127.0.0.1:${DRIVER_PORT}/status`, 30_000, wd);

    const shop = await createShop(BASE);
    const api = transport(shop);
    const routes = await resetShopRoutes(
      async () => (await api.call<{ seed: number; now: number }>('POST', '/__mock/reset', {})).body,
    );
    const token = await signIn(api, 'normal');

    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${DRIVER_PORT}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary, args: ['--automation', `--user-agent=${IPHONE_UA}`] },
      })
      .build();
    await driver.manage().window().setRect(PHONE);
    // The shop cookie and the token before the app's first real load, as the e2e fixtures do.
    await driver.get(`${BASE}/downloadPage`);
    await driver.manage().addCookie({ name: 'mock_shop', value: shop, path: '/', httpOnly: true, sameSite: 'Lax' });
    await driver.executeScript('localStorage.setItem("mall_token", arguments[0])', token);
    const size = await driver.executeScript<number[]>('return [innerWidth, innerHeight]');
    console.log(`WebKit (MiniBrowser) at ${size.join('×')} CSS px, ${routes.length} routes`);

    const problems = (await controls(driver, BASE)).map((p) => `positive control: ${p}`);
    console.log(
      `${problems.length ? '✘' : '✓'} positive controls (an error state, a skeleton outside a loading state and an uncaught error are seen)`,
    );
    for (const route of routes) {
      const t0 = Date.now();
      const found = await checkRoute(driver, `${BASE}${route.url}`);
      console.log(
        `${found.length ? '✘' : '✓'} ${route.url} (${Date.now() - t0} ms)${found.map((p) => `\n    ${p}`).join('')}`,
      );
      problems.push(...found.map((p) => `${route.url}: ${p}`));
    }
    const t0 = Date.now();
    const journey = await journeyToPay(driver, BASE);
    console.log(`${journey.length ? '✘' : '✓'} journey goods detail → pay page (${Date.now() - t0} ms)`);
    problems.push(...journey.map((p) => `journey: ${p}`));

    console.log(
      `\n${problems.length ? `${problems.length} problem(s)` : 'all passed'} in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    for (const p of problems) console.log(`  ${p}`);
    return problems.length ? 1 : 0;
  } finally {
    await driver?.quit().catch(() => undefined);
    for (const h of helpers.reverse()) await stopHelper(h);
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
