import { expect, test } from '@playwright/test';
import { settled, watch } from '../support/prism';
import { routeCases, routerPatterns } from '../support/routes';

/**
 * Every route of the app against Prism (dynamic answers generated from the OpenAPI document): no
 * blank screen, no uncaught error, no load-failure or network-error text, and no answer that the
 * client refused although it is valid per the document (the drift reporter's beacons say so).
 * Prism keeps no state and checks only that a token is present: the run "logs in" by putting a
 * token in storage, as the app does after a real sign-in (e2e/support/prism.ts). harness.prism-spec.ts proves the
 * beacons do reach the collector, so "no unusable beacon" means something.
 */
const ID = '2026010100000001';
const ADDRESS = `0x${'1'.repeat(40)}`;

/** Prism generates every answer from the document, so any well-formed id shows data: one sample each. */
const ROUTES = routeCases({
  goodsId: ID,
  blindBoxGoodsId: ID,
  asset: { goodsId: ID, tokenId: 100000001, ctId: 1 },
  orderId: `${ID}01`,
  unpaidOrderId: `${ID}01`,
  paidOrderId: `${ID}01`,
  invoiceableOrderId: `${ID}01`,
  invoicedOrderId: `${ID}01`,
  deliveryOrderId: `${ID}02`,
  addressId: 1,
  noticeId: 1,
  lotteryId: 1,
  merchantAddress: ADDRESS,
  keyword: 'a',
});

test('the table covers every route of the app', () => {
  expect(ROUTES.map((r) => r.pattern).sort()).toEqual(routerPatterns().sort());
});

for (const { pattern, url } of ROUTES) {
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
