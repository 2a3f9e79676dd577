import { reset as resetClock } from './core/clock';
import { createSeedContext, DEFAULT_SEED, type SeedContext } from './core/seed-context';
import { shopSlot } from './core/shop';
import { clearAll } from './core/store';
import { seedAddresses } from './domains/addresses/seed';
import { seedAssets } from './domains/assets/seed';
import { seedBlindBoxes } from './domains/blind-boxes/seed';
import { seedDeliveries } from './domains/deliveries/seed';
import { seedGoods } from './domains/goods/seed';
import { seedInvites } from './domains/invites/seed';
import { seedInvoices } from './domains/invoices/seed';
import { seedLotteries } from './domains/lotteries/seed';
import { seedNotices } from './domains/notices/seed';
import { seedOrders } from './domains/orders/seed';
import { seedUsers } from './domains/users/seed';

/**
 * Seeders in dependency order: users → goods/merchants/banners → orders → opened blind boxes →
 * assets/express/addresses/transfers → notices/lotteries/invoices/invites. Each domain adds ONE line.
 */
// biome-ignore format: one line per domain keeps concurrent additions conflict-free
const seeders: Array<(s: SeedContext) => Promise<void>> = [
  seedUsers,
  seedGoods,
  seedOrders,
  seedBlindBoxes,
  seedAssets,
  seedAddresses,
  seedDeliveries,
  seedNotices,
  seedLotteries,
  seedInvoices,
  seedInvites,
];

export interface ResetOptions {
  seed?: number;
  /** Mock clock start for this reset (default: per runtime, see mocks/core/clock.ts). */
  now?: number;
}

/** Each shop remembers its seed and its seeding (mocks/core/shop.ts). */
const shopSeed = shopSlot('seed', () => ({ lastSeed: DEFAULT_SEED, seeded: null as Promise<void> | null }));

/** Empties every table, resets the mock clock and rebuilds the shop from `seed`. */
export function resetDb(opts: ResetOptions = {}): Promise<void> {
  const own = shopSeed();
  const run = async () => {
    clearAll();
    const now = resetClock(opts.now === undefined ? {} : { start: opts.now });
    own.lastSeed = opts.seed ?? DEFAULT_SEED;
    const ctx = createSeedContext(own.lastSeed, now);
    for (const seeder of seeders) await seeder(ctx);
  };
  own.seeded = run();
  return own.seeded;
}

/** Seeds once on first use (handlers call it before every request; later calls are free). */
export function ensureSeeded(): Promise<void> {
  return shopSeed().seeded ?? resetDb();
}

export function currentSeed(): number {
  return shopSeed().lastSeed;
}
