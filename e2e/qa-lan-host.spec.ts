import { type Browser, chromium, expect, test } from '@playwright/test';
import { E2E_CHROMIUM } from '../playwright.config';
import { type SpawnedMock, spawnMock } from '../server/testing/spawn-mock';

// DNS rebinding in a real browser: evil.example is made to resolve to the QA box (Chromium's resolver rules
// stand in for the attacker's DNS), so its page and every request it makes carry `Host: evil.example`. The
// mock, told only about qa-box, refuses that name before any route; qa-box itself (the positive control)
// serves the control page and lets the same kind of request create a shop.
let server: SpawnedMock;
let port = 0;
let browser: Browser;

test.beforeAll(async () => {
  server = await spawnMock(['--allow-host', 'qa-box']);
  port = Number(new URL(server.url).port);
  browser = await chromium.launch({
    executablePath: E2E_CHROMIUM,
    args: ['--host-resolver-rules=MAP evil.example 127.0.0.1, MAP qa-box 127.0.0.1'],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shopCount = async () =>
  ((await (await fetch(`${server.url}/__mock/shops`)).json()) as { shops: unknown[] }).shops.length;

test('a page under a rebinding name reaches nothing; the name QA was given works', async () => {
  const page = await browser.newPage();
  const before = await shopCount();

  const evil = await page.goto(`http://evil.example:${port}/__mock/`);
  expect(evil?.status()).toBe(403);
  expect(((await evil?.json()) as { message?: string } | undefined)?.message).toContain(
    '"evil.example" is not a name this mock answers to',
  );
  // The rebinding page's own script: same-origin by the browser's rules, refused by the Host guard.
  const attempt = await page.evaluate(async () => {
    const res = await fetch('/__mock/shops', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"squatter"}',
    });
    return res.status;
  });
  expect(attempt).toBe(403);
  expect(await shopCount()).toBe(before);

  const good = await page.goto(`http://qa-box:${port}/__mock/`);
  expect(good?.status()).toBe(200);
  await expect(page.locator('h1')).toBeVisible();
  const made = await page.evaluate(async () => {
    const res = await fetch('/__mock/shops', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"tester"}',
    });
    return res.status;
  });
  expect(made).toBe(201);
  expect(await shopCount()).toBe(before + 1);
});
