import { en, Faker, zh_CN } from '@faker-js/faker';

/** What every domain seeder receives. The same `seed` and `now` give the same shop. */
export interface SeedContext {
  /** zh_CN faker seeded with `seed`: names, addresses and text read like a Chinese shop. */
  faker: Faker;
  seed: number;
  /** The mock clock's time at reset; seeded times are relative to it so windows (30 min, 7 days) are live. */
  now: number;
}

export const DEFAULT_SEED = 2999;

export function createSeedContext(seed: number, now: number): SeedContext {
  const faker = new Faker({ locale: [zh_CN, en] });
  faker.seed(seed);
  return { faker, seed, now };
}
