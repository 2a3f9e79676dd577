import type { WebDriver, WebElement } from 'selenium-webdriver';
import { ERROR_SELECTOR, LOADING_SELECTOR, unmarkedStatesScript } from '../../../src/lib/page-state';

/** The router's error page (a render error) in either language. */
const SHELL_ERROR = /页面加载失败|The page failed to load/;
const TIMEOUT = 30_000;

/** Installs the page's error watch (once per document): uncaught errors and unhandled rejections from then on. */
const WATCH_ERRORS = `
  if (!window.__wkErrors) {
    window.__wkErrors = [];
    addEventListener('error', (e) => window.__wkErrors.push('uncaught: ' + (e.message || e.error)));
    addEventListener('unhandledrejection', (e) =>
      window.__wkErrors.push('unhandled rejection: ' + (e.reason && e.reason.message ? e.reason.message : String(e.reason))));
  }`;

/** Uncaught errors and unhandled rejections of the current document, from the moment this is called. */
async function watchErrors(driver: WebDriver): Promise<void> {
  await driver.executeScript(WATCH_ERRORS);
}

/**
 * Waits until the page rendered something and nothing is loading any more, by the app's own page-state contract
 * (src/lib/page-state.ts): every loading state, plain or antd-mobile's, carries its marker.
 */
async function settled(driver: WebDriver): Promise<string | null> {
  try {
    await driver.wait(
      () =>
        driver.executeScript<boolean>(
          `const root = document.getElementById('root');
           return Boolean(root && root.textContent.trim()) && document.querySelectorAll(arguments[0]).length === 0;`,
          LOADING_SELECTOR,
        ),
      TIMEOUT,
    );
    return null;
  } catch {
    return `did not settle in ${TIMEOUT} ms (blank, or still loading)`;
  }
}

/**
 * What is wrong with the current page: uncaught errors, an error state (by the app's marker), the router's error
 * page, and a skeleton, spinner or error block drawn outside a marked state (a breach of the contract itself).
 */
async function pageProblems(driver: WebDriver): Promise<string[]> {
  const found = await driver.executeScript<{ errors: string[]; states: string[]; body: string }>(
    `return {
       errors: window.__wkErrors || [],
       states: [...document.querySelectorAll(arguments[0])].map((e) => e.innerText.trim().slice(0, 80)),
       body: document.body.innerText,
     };`,
    ERROR_SELECTOR,
  );
  const unmarked = await driver.executeScript<string[]>(unmarkedStatesScript());
  return [
    ...found.errors,
    ...found.states.map((s) => `error state: ${s}`),
    ...(SHELL_ERROR.test(found.body) ? ['the router error page'] : []),
    ...unmarked,
  ];
}

/** One route: it renders, settles, shows no error state and throws nothing uncaught. */
export async function checkRoute(driver: WebDriver, url: string, attempt = 1): Promise<string[]> {
  await driver.get(url);
  // Errors of the first script run would leave nothing rendered (caught by `settled`); this sees the rest:
  // data arriving, components mounting, effects.
  await watchErrors(driver);
  const stuck = await settled(driver);
  // Seen on one loaded core: get() may return before the new document replaced the old one, and the watch goes
  // with the old one. Visit again rather than report "no error" from a document nobody watched (once).
  if (!(await driver.executeScript<boolean>('return Array.isArray(window.__wkErrors)'))) {
    if (attempt === 1) return checkRoute(driver, url, 2);
    return [...(stuck ? [stuck] : []), 'the error watch was lost with a replaced document, twice'];
  }
  const problems = await pageProblems(driver);
  const at = new URL(await driver.getCurrentUrl()).pathname;
  if (at === '/login' && !new URL(url).pathname.startsWith('/login')) problems.push('sent to the login page');
  return stuck ? [stuck, ...problems] : problems;
}

/**
 * The visible element matching `selector` whose text is exactly `text`, once it exists, outside any loading state
 * (a placeholder's text, which the real control replaces, would go stale under the click).
 */
async function byText(driver: WebDriver, selector: string, text: string): Promise<WebElement> {
  return driver.wait(
    () =>
      driver.executeScript<WebElement | null>(
        `return [...document.querySelectorAll(arguments[0])].find(
           (e) => e.textContent.trim() === arguments[1] && e.getClientRects().length > 0 && !e.closest(arguments[2])) || null;`,
        selector,
        text,
        LOADING_SELECTOR,
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

/**
 * Finds the element by its text and clicks it; found again if React replaced it between finding and clicking
 * (WebDriver's StaleElementReferenceError), a bounded number of times.
 */
async function clickText(driver: WebDriver, selector: string, text: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await click(driver, await byText(driver, selector, text));
      return;
    } catch (e) {
      if ((e as Error).name !== 'StaleElementReferenceError' || attempt === 3) throw e;
    }
  }
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
    await clickText(driver, '*', '烈焰红');
    await clickText(driver, '*', '标准版');
    step = 'buy';
    await clickText(driver, 'button', '立即购买');
    await driver.wait(
      () =>
        driver.executeScript<boolean>(
          `return document.querySelector('[data-testid="submit-total"]')?.textContent === '¥209.00'`,
        ),
      TIMEOUT,
      'the order popup never showed the total ¥209.00',
    );
    step = 'submit';
    await clickText(driver, 'button', '提交订单');
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

/** Whether `problem` appears among the page's problems within the time limit (a breach may render late). */
async function seen(driver: WebDriver, problem: (p: string) => boolean): Promise<boolean> {
  return driver
    .wait(async () => (await pageProblems(driver)).some(problem), TIMEOUT)
    .then(() => true)
    .catch(() => false);
}

/**
 * Positive controls: the checks above must see a breach, or "no problem" means nothing. Each waits for its breach
 * to appear (bounded), so a slow page cannot make a control pass or fail by timing: a goods id that does not exist
 * shows an error state, a skeleton outside a loading state is a breach of the contract, and a script of the page
 * that throws is an uncaught error.
 */
export async function controls(driver: WebDriver, base: string): Promise<string[]> {
  await driver.get(`${base}/goods/1`);
  await watchErrors(driver);
  const errorState = await seen(driver, (p) => p.startsWith('error state'));
  await driver.executeScript(
    `const s = document.createElement('span'); s.className = 'adm-skeleton'; document.body.append(s);`,
  );
  const unmarked = await seen(driver, (p) => p.startsWith('loading outside a loading state'));
  // An error of the page's own world (what WebDriver runs lives in another world, whose errors the page never
  // reports): the entry module loaded again as a classic script fails on its first \`import\`.
  // The watch goes into the very document the script is added to: on one loaded core, WebDriver's get() returned
  // once while the previous document was still there, and the watch installed then was gone with it.
  await driver.executeScript(`${WATCH_ERRORS}
    const s = document.createElement('script');
    s.src = document.querySelector('script[type="module"][src]').src + '?webkit-control=' + Date.now();
    window.__wkControl = 'appended';
    s.onload = () => { window.__wkControl = 'loaded'; };
    s.onerror = () => { window.__wkControl = 'failed to load'; };
    document.head.append(s);`);
  const thrown = await seen(driver, (p) => p.startsWith('uncaught:'));
  const script = thrown
    ? ''
    : await driver.executeScript<string>(
        "return 'the control script: ' + window.__wkControl + '; errors seen: ' + JSON.stringify(window.__wkErrors) + '; at ' + location.pathname",
      );
  return [
    ...(errorState ? [] : ['an unknown goods id showed no error state']),
    ...(unmarked ? [] : ['a skeleton outside a loading state was not seen']),
    ...(thrown ? [] : [`an uncaught error was not seen (${script})`]),
  ];
}
