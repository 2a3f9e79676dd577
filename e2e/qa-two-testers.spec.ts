import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { E2E_CHROMIUM } from '../playwright.config';
import { type SpawnedMock, spawnMock } from '../server/testing/spawn-mock';
import { axe } from './support/axe';

// Two testers on one QA host reached by a name (http://qa-box:PORT/__mock/), each in a browser of their own:
// each creates, controls and resets their own shop; neither can change the other's. The mock runs here as QA
// runs it (owner keys on, no --open-shops), on a port of its own; Chromium maps the name to this machine.
const HOST = 'qa-box';
let server: SpawnedMock;
let port = 0;
const browsers: Browser[] = [];

test.beforeAll(async () => {
  server = await spawnMock(['--block-time', '0', '--allow-host', HOST]);
  port = Number(new URL(server.url).port);
});

test.afterAll(async () => {
  for (const b of browsers) await b.close();
  await server?.stop();
});

async function tester(browserName: string): Promise<Page> {
  const browser = await chromium.launch({
    executablePath: E2E_CHROMIUM,
    args: [`--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  });
  browsers.push(browser);
  const page = await browser.newPage({ locale: 'en-US' });
  page.on('pageerror', (e) => {
    throw new Error(`${browserName}: ${e.message}`);
  });
  await page.goto(`http://${HOST}:${port}/__mock/`);
  return page;
}

/** Creates a named shop from the control page and waits until the page shows it as current. */
async function createShop(page: Page, name: string): Promise<string> {
  await page.locator('#new-shop input[name=name]').fill(name);
  await page.getByRole('button', { name: 'Create and switch' }).click();
  await expect(page.locator('#shop-id')).toHaveText(/^[0-9a-f]{10}$/);
  await expect(page.locator('#shops li', { hasText: name })).toContainText('(current)');
  return (await page.locator('#shop-id').textContent()) ?? '';
}

/** A control call from the page's own origin, naming a shop by header (what a curious tester could try). */
function callAs(page: Page, method: string, path: string, shop: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, shop, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'X-Mock-Shop': shop },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, path, shop, body },
  );
}

const clockOf = async (page: Page) => Number(await page.locator('#shop-now').getAttribute('data-now'));

test('two testers on qa-box each drive their own shop and cannot touch the other’s', async () => {
  const alice = await tester('alice');
  const bob = await tester('bob');
  const aliceShop = await createShop(alice, 'alice');
  const bobShop = await createShop(bob, 'bob');
  expect(aliceShop).not.toBe(bobShop);

  // Each controls their own shop from the control page of the named host (same-origin POSTs).
  const aliceStart = await clockOf(alice);
  await alice.getByRole('button', { name: '+1 d' }).click();
  await expect.poll(() => clockOf(alice)).toBeGreaterThanOrEqual(aliceStart + 86_400_000);
  await bob.locator('#scenario-names').selectOption('empty');
  await bob.getByRole('button', { name: 'Apply' }).click();
  await expect(bob.locator('#shop-scenarios')).toHaveText('empty');

  expect(await axe(bob)).toEqual([]);

  // Bob's list shows Alice's shop by name only.
  await expect(bob.locator('#shops li', { hasText: 'alice' })).toContainText('another tester');
  await expect(bob.locator('#shops')).not.toContainText(aliceShop);

  // Bob, knowing Alice's id, cannot move her clock, reset, switch into or delete her shop.
  for (const [method, path, body] of [
    ['POST', '/__mock/clock', { advanceMs: 3_600_000 }],
    ['POST', '/__mock/reset', {}],
    ['POST', `/__mock/shops/${aliceShop}/use`, {}],
    ['DELETE', `/__mock/shops/${aliceShop}`, undefined],
  ] as const) {
    const answer = await callAs(bob, method, path, aliceShop, body);
    expect(answer.status, `${method} ${path}`).toBe(403);
    expect(answer.body.message).toContain('is not yours');
  }
  // Positive control: the same call from Alice's browser is accepted, so the refusals above are real.
  const own = await callAs(alice, 'POST', '/__mock/clock', aliceShop, { advanceMs: 0 });
  expect(own.status).toBe(200);

  // Alice's shop is as she left it: its clock kept its day's lead.
  await alice.reload();
  await expect.poll(() => clockOf(alice)).toBeGreaterThanOrEqual(aliceStart + 86_400_000);

  // Each resets their own shop: Bob's scenario is gone, Alice's clock back near now; the other's untouched.
  await bob.getByRole('button', { name: 'Reset this shop to its seed' }).click();
  await expect(bob.locator('#shop-scenarios')).toHaveText('none');
  await expect.poll(() => clockOf(alice)).toBeGreaterThanOrEqual(aliceStart + 86_400_000);
  await alice.getByRole('button', { name: 'Reset this shop to its seed' }).click();
  await expect.poll(() => clockOf(alice)).toBeLessThan(aliceStart + 3_600_000);
});
