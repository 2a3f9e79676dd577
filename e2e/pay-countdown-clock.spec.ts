import { ordersEndpoints } from '@contracts/orders';
import { callEndpoint } from './support/call-endpoint';
import { expect, test } from './support/fixtures';

/**
 * A phone whose clock is 10 minutes off still shows the payment time the shop will honour: the countdown
 * runs on the server's clock (measured from each answer's Date header), not the device's. The mock's clock
 * is right; the browser's is moved with Playwright's clock (it keeps running, timers fire as usual).
 */

for (const [label, offsetMs] of [
  ['ahead', 10 * 60_000],
  ['behind', -10 * 60_000],
] as const) {
  test(`a phone clock 10 minutes ${label} still shows the server's countdown`, async ({ page, loginAs, mock }) => {
    await loginAs('normal');
    const serverNow = (await mock.health()).now;
    await page.clock.install({ time: serverNow + offsetMs });
    await page.goto('/');
    expect(Math.abs((await page.evaluate(() => Date.now())) - serverNow - offsetMs)).toBeLessThan(60_000);

    const list = await callEndpoint(page, ordersEndpoints.page, { status: 0, size: 50 });
    // More than 10 minutes left, so a phone clock 10 minutes ahead would not yet call it expired either.
    const order = list.data.find((o) => o.info.expireTime > serverNow + 12 * 60_000)?.info;
    expect(order, 'the normal persona has an unpaid order with over 12 minutes left').toBeDefined();
    const expireTime = order?.expireTime ?? 0;

    await page.goto(`/pay-order/${order?.orderId}`);
    const timer = page.getByRole('timer');
    await expect(timer).toBeVisible();
    // The words the shopper reads, next to the seconds left as the shop counts them (within 3 s: the two reads
    // are not one instant). Without the server clock they would be 600 s apart.
    await expect
      .poll(async () => {
        const [, mm, ss] = /剩余支付时间 (\d{2}):(\d{2})/.exec((await timer.textContent()) ?? '') ?? [];
        const shown = Number(mm) * 60 + Number(ss);
        const left = Math.ceil((expireTime - (await mock.health()).now) / 1000);
        return Math.abs(shown - left);
      })
      .toBeLessThanOrEqual(3);
  });
}
