import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { settled, watch } from './kit';

/**
 * Every route of the app against Prism (dynamic answers generated from the OpenAPI document): no
 * blank screen, no uncaught error, no load-failure or network-error text, and no answer that the
 * client refused although it is valid per the document (the drift reporter's beacons say so).
 * Prism keeps no state and checks only that a token is present: the run "logs in" by putting a
 * token in storage, as the app does after a real sign-in (kit.ts). harness.prism-spec.ts proves the
 * beacons do reach the collector, so "no unusable beacon" means something.
 */
const ID = '2026010100000001';
const ADDRESS = `0x${'1'.repeat(40)}`;

/** Each pattern of src/app/routes.tsx with sample parameters (the test below keeps the lists equal). */
const ROUTES: Record<string, string> = {
  '/': '/',
  '/user': '/user',
  '/broadcast': '/broadcast',
  '/edit-info': '/edit-info',
  '/login': '/login',
  '/merchant': `/merchant?address=${ADDRESS}`,
  '/result': '/result',
  '/goods/:goodsId': `/goods/${ID}`,
  '/asset/:goodsId/:token': `/asset/${ID}/100000001?ctId=1`,
  '/orders': '/orders',
  '/order-detail/:orderId': `/order-detail/${ID}01`,
  '/circulation/:goodsId/:token': `/circulation/${ID}/100000001`,
  '/blindbox-record/:goodsId': `/blindbox-record/${ID}`,
  '/pay-order/:orderId': `/pay-order/${ID}01`,
  '/pay-success/:orderId': `/pay-success/${ID}01`,
  '/withdraw-detail/:orderId': `/withdraw-detail/${ID}02`,
  '/withdraw-success/:orderId': `/withdraw-success/${ID}02`,
  '/address': '/address',
  '/address-edit': '/address-edit?id=1',
  '/receipt-apply/:orderId': `/receipt-apply/${ID}01`,
  '/receipt-detail/:orderId': `/receipt-detail/${ID}01`,
  '/myreceipt': '/myreceipt',
  '/announcement/:id': '/announcement/1',
  '/lotteryList': '/lotteryList',
  '/lotteryDetail': '/lotteryDetail?id=1',
  '/downloadPage': '/downloadPage',
  '/myInvite': '/myInvite',
  '/contact': '/contact',
};

test('the list covers every route of the app', () => {
  const source = readFileSync('src/app/routes.tsx', 'utf8');
  const patterns = [...source.matchAll(/\{ path: '([^']+)'/g)].map((m) => m[1]);
  expect(Object.keys(ROUTES).sort()).toEqual(patterns.sort());
});

for (const [pattern, url] of Object.entries(ROUTES)) {
  test(`${pattern} renders from generated answers`, async ({ page }) => {
    const w = await watch(page);
    await page.goto(url);
    await settled(page);
    await expect(page.getByText(/网络错误|加载失败/)).toHaveCount(0);
    expect(w.uncaught).toEqual([]);
    // A refused answer (unusable) would be a body valid per the document that the client cannot read.
    expect(w.reports.filter((r) => r.action === 'unusable')).toEqual([]);
    // The figures the README quotes: how many generated answers the route read, how many beacons came.
    const seen = w.reports.map((r) => `${r.endpoint} ${r.path} ${r.kind} ${r.action}`).join('; ');
    console.log(`[prism] ${pattern}: ${w.answers()} answers, ${w.reports.length} drift beacons ${seen}`);
  });
}
