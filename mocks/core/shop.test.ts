import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { advance, now } from './clock';
import { activeScenarios, setScenario } from './scenarios';
import { defaultShop, ShopState, setShopResolver, shopSlot } from './shop';

describe('per-shop state', () => {
  let current = defaultShop;
  // The Express mock's resolver may be installed already (server/shops.ts, in a worker it shares with server
  // tests): put it back, or every later request of this worker would be answered by the default shop.
  const replaced = setShopResolver(() => current);
  afterEach(() => {
    current = defaultShop;
  });
  afterAll(() => {
    setShopResolver(replaced);
  });

  it('gives each shop its own slot value, created on first use', () => {
    const counter = shopSlot('test-counter', () => ({ n: 0 }));
    const a = new ShopState();
    const b = new ShopState();
    current = a;
    counter().n += 2;
    current = b;
    counter().n += 5;
    expect(counter(a).n).toBe(2);
    expect(counter(b).n).toBe(5);
    expect(counter(defaultShop).n).toBe(0);
  });

  it('keeps the mock clock and queued scenarios of one shop out of another', () => {
    const a = new ShopState();
    const b = new ShopState();
    current = a;
    const startA = now();
    advance(3_600_000);
    setScenario('empty');
    current = b;
    expect(activeScenarios()).toEqual([]);
    expect(now() - startA).toBeLessThan(3_600_000);
    current = a;
    expect(now() - startA).toBeGreaterThanOrEqual(3_600_000);
    expect(activeScenarios().map((s) => s.name)).toEqual(['empty']);
  });
});
