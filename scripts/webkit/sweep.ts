import type { WebDriver, WebElement } from 'selenium-webdriver';
import { ERROR_STATE } from '../../e2e/support/routes';

/** The router's error page (a render error) in either language. */
const SHELL_ERROR = /页面加载失败|The page failed to load/;
/** Still loading: route chunk, query or skeleton (not an infinite list's own spinner), as the Prism run waits. */
const LOADING = '[aria-busy="true"], .adm-skeleton, .adm-spin-loading:not(.adm-infinite-scroll .adm-spin-loading)';
const TIMEOUT = 30_000;

/** Uncaught errors and unhandled rejections of the current document, from the moment this is called. */
async function watchErrors(driver: WebDriver): Promise<void> {
  await driver.executeScript(`
    if (window.__wkErrors) return;
    window.__wkErrors = [];
    addEventListener('error', (e) => window.__wkErrors.push('uncaught: ' + (e.message || e.error)));
    addEventListener('unhandledrejection', (e) =>
      window.__wkErrors.push('unhandled rejection: ' + (e.reason && e.reason.message ? e.reason.message : String(e.reason))));
  `);
}

/** Waits until the page rendered something and nothing is loading any more. */
async function settled(driver: WebDriver): Promise<string | null> {
  try {
    await driver.wait(
      () =>
        driver.executeScript<boolean>(
          `const root = document.getElementById('root');
           return Boolean(root && root.textContent.trim()) && document.querySelectorAll(arguments[0]).length === 0;`,
          LOADING,
        ),
      TIMEOUT,
    );
    return null;
  } catch {
    return `did not settle in ${TIMEOUT} ms (blank, or still loading)`;
  }
}

/** What is wrong with the current page: uncaught errors, an error state, the router's error page. */
async function pageProblems(driver: WebDriver): Promise<string[]> {
  const found = await driver.executeScript<{ errors: string[]; states: string[]; body: string }>(
    `return {
       errors: window.__wkErrors || [],
       states: [...document.querySelectorAll(arguments[0])].map((e) => e.innerText.trim().slice(0, 80)),
       body: document.body.innerText,
     };`,
    ERROR_STATE,
  );
  return [
    ...found.errors,
    ...found.states.map((s) => `error state: ${s}`),
    ...(SHELL_ERROR.test(found.body) ? ['the router error page'] : []),
  ];
}

/** One route: it renders, settles, shows no error state and throws nothing uncaught. */
export async function checkRoute(driver: WebDriver, url: string): Promise<string[]> {
  await driver.get(url);
  // Errors of the first script run would leave nothing rendered (caught by `settled`); this sees the rest:
  // data arriving, components mounting, effects.
  await watchErrors(driver);
  const stuck = await settled(driver);
  const problems = await pageProblems(driver);
  const at = new URL(await driver.getCurrentUrl()).pathname;
  if (at === '/login' && !new URL(url).pathname.startsWith('/login')) problems.push('sent to the login page');
  return stuck ? [stuck, ...problems] : problems;
}

/** The visible element matching `selector` whose text is exactly `text`, once it exists. */
async function byText(driver: WebDriver, selector: string, text: string): Promise<WebElement> {
  return driver.wait(
    () =>
      driver.executeScript<WebElement | null>(
        `return [...document.querySelectorAll(arguments[0])].find(
           (e) => e.textContent.trim() === arguments[1] && e.getClientRects().length > 0) || null;`,
        selector,
        text,
      ),
    TIMEOUT,
    `no visible ${selector} with the text ${text}`,
  );
}

/**
 * A real click once the element is actionable, as Playwright clicks: scrolled to the middle ('instant': the
 * app's smooth scrolling would still be moving it), and standing still (a popup slides in: WebDriver refuses
 * a click on a moving element as not interactable). Stillness is the same box on two successive frames.
 */
async function click(driver: WebDriver, el: WebElement): Promise<void> {
  await driver.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', el);
  await driver.wait(
    () =>
      driver.executeScript<boolean>(
        `const box = () => JSON.stringify(arguments[0].getBoundingClientRect());
         const before = box();
         return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(box() === before))));`,
        el,
      ),
    TIMEOUT,
    'the element never stood still',
  );
  await el.click();
}

async function waitForPath(driver: WebDriver, path: RegExp): Promise<void> {
  await driver.wait(
    async () => path.test(new URL(await driver.getCurrentUrl()).pathname),
    TIMEOUT,
    `never reached ${path}`,
  );
}

/**
 * The shopping journey's first half, as e2e/shopping.spec.ts does it in Chromium: from the home feed to a
 * goods detail, pick 烈焰红 / 标准版, buy, submit the order, and land on its pay page, which renders.
 */
export async function journeyToPay(driver: WebDriver, base: string): Promise<string[]> {
  let step = 'home';
  try {
    await driver.get(`${base}/`);
    await watchErrors(driver);
    const goods = await driver.wait(
      () =>
        driver.executeScript<WebElement | null>(
          `return [...document.querySelectorAll('a[href^="/goods/"]')].find(
             (a) => a.textContent.includes('星际旅人潮玩手办')) || null;`,
        ),
      TIMEOUT,
      'no link to 星际旅人潮玩手办 on the home feed',
    );
    await click(driver, goods);
    step = 'goods detail';
    await waitForPath(driver, /^\/goods\/\d+$/);
    const stuck = await settled(driver);
    if (stuck) return [`goods detail ${stuck}`];
    step = 'SKU';
    await click(driver, await byText(driver, '*', '烈焰红'));
    await click(driver, await byText(driver, '*', '标准版'));
    step = 'buy';
    await click(driver, await byText(driver, 'button', '立即购买'));
    await driver.wait(
      () =>
        driver.executeScript<boolean>(
          `return document.querySelector('[data-testid="submit-total"]')?.textContent === '¥209.00'`,
        ),
      TIMEOUT,
      'the order popup never showed the total ¥209.00',
    );
    step = 'submit';
    await click(driver, await byText(driver, 'button', '提交订单'));
    await waitForPath(driver, /^\/pay-order\/\d{18}$/);
    step = 'pay page';
    const payStuck = await settled(driver);
    const problems = await pageProblems(driver);
    return payStuck ? [payStuck, ...problems] : problems;
  } catch (e) {
    const err = e as Error;
    return [`${step}: ${err.name}: ${err.message.split('\n')[0] || '(no message)'} at ${await driver.getCurrentUrl()}`];
  }
}

/**
 * Positive controls: the checks above must see a breach, or "no problem" means nothing. A goods id that does
 * not exist shows the not-found state; a script of the page that throws is an uncaught error.
 */
export async function controls(driver: WebDriver, base: string): Promise<string[]> {
  const missing = await checkRoute(driver, `${base}/goods/1`);
  // An error of the page's own world (what WebDriver runs lives in another world, whose errors the page never
  // reports): the entry module loaded again as a classic script fails on its first \`import\`.
  await driver.executeScript(`
    const s = document.createElement('script');
    s.src = document.querySelector('script[type="module"][src]').src + '?webkit-control=' + Date.now();
    document.head.append(s);`);
  const thrown = await driver
    .wait(async () => (await pageProblems(driver)).find((p) => p.startsWith('uncaught:')), TIMEOUT)
    .catch(() => undefined);
  return [
    ...(missing.some((p) => p.startsWith('error state')) ? [] : ['an unknown goods id showed no error state']),
    ...(thrown ? [] : ['an uncaught error was not seen']),
  ];
}
