import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { now } from '@mocks/core/clock';
import { PERSONAS, type PersonaKey, persona } from '@mocks/core/personas';
import { defaultShop, ShopState, setShopResolver } from '@mocks/core/shop';
import { challenges, createSession, sessions } from '@mocks/domains/users/table';
import { resetDb } from '@mocks/seed';
import { type Caller, type Creator, newTesterId } from './callers';
import { HttpError } from './mock-guard';
import { newKey } from './shop-keys';

/**
 * The Express mock's shops: one per tester or per test, so one host serves many people without anyone's
 * reset, scenario or clock jump touching another's shop. The shop of a request is kept in an
 * AsyncLocalStorage around its handling, and mocks/core/shop.ts asks it which shop is current.
 */
export const DEFAULT_SHOP_ID = 'default';
export const SHOP_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const DEFAULT_MAX_SHOPS = 100;
/** Most live shops one tester may hold (a tester: the cookie or X-Mock-Tester handed out with their first shop). */
export const DEFAULT_MAX_SHOPS_PER_TESTER = 10;
/** Most live shops created from one address (testers behind one NAT or proxy share it; so does a script). */
export const DEFAULT_MAX_SHOPS_PER_ADDRESS = 30;
export const DEFAULT_SHOP_IDLE_MS = 24 * 3600_000;

export interface ShopEntry {
  id: string;
  state: ShopState;
  persona?: PersonaKey;
  /** What the shop list shows to other testers (given at creation; default: the id). */
  name?: string;
  /**
   * The owner key (server/shop-keys.ts). The default shop's key is the host key: everyone uses that shop,
   * but only its holder (or this machine itself) drives its /__mock controls.
   */
  key?: string;
  /** Who created it (the per-caller limits); absent for the default shop and shops of older state files. */
  creator?: Creator;
  /** Running time (see ShopsOptions.runNow) of the last request that named this shop (idle expiry). */
  lastUsed: number;
  /** Running time expired sessions were last dropped from this shop. */
  pruned?: number;
}

export interface ShopsOptions {
  /** Most shops besides the default one (default 100), restored ones included; one more answers 429. */
  maxShops?: number;
  /** Most live shops of one tester (default 10); ignored with `open`. */
  maxPerTester?: number;
  /** Most live shops created from one address (default 30); ignored with `open`. */
  maxPerAddress?: number;
  /** A shop nobody named for this long is dropped (default 24 h of running time); the default shop never is. */
  idleMs?: number;
  /**
   * The clock of idle expiry: time the server has been running, ms (server/state/run-clock.ts keeps it
   * across restarts), so a weekend with the box switched off costs no shop. Tests pass their own.
   */
  runNow?: () => number;
  /** `--open-shops` (CI, one user): any caller may use and change any shop without its key. */
  open?: boolean;
}

/** What the registry tells the state file: a shop was made, or is gone (deleted or expired). */
export type ShopsListener = (id: string, change: 'created' | 'gone') => void;

export interface NewShop {
  seed?: number;
  persona?: string;
  name?: string;
}

const FORGOTTEN_KEPT = 1000;
const PRUNE_EVERY_MS = 60_000;

// One store for every registry in this process (tests start several apps): the resolver is installed once.
const als = new AsyncLocalStorage<ShopEntry>();
setShopResolver(() => als.getStore()?.state ?? defaultShop);

export class Shops {
  readonly maxShops: number;
  readonly maxPerTester: number;
  readonly maxPerAddress: number;
  readonly idleMs: number;
  readonly default: ShopEntry;
  readonly open: boolean;
  /** Set by the state file (server/state-file.ts) to save or forget a shop's file. */
  onChange: ShopsListener = () => undefined;
  private readonly runNow: () => number;
  private readonly byId = new Map<string, ShopEntry>();
  /** Ids that expired, so a caller learns "expired" rather than "unknown" (bounded). */
  private readonly expired = new Set<string>();

  constructor(opts: ShopsOptions = {}) {
    this.maxShops = opts.maxShops ?? DEFAULT_MAX_SHOPS;
    this.maxPerTester = opts.maxPerTester ?? DEFAULT_MAX_SHOPS_PER_TESTER;
    this.maxPerAddress = opts.maxPerAddress ?? DEFAULT_MAX_SHOPS_PER_ADDRESS;
    this.idleMs = opts.idleMs ?? DEFAULT_SHOP_IDLE_MS;
    const started = performance.now();
    this.runNow = opts.runNow ?? (() => performance.now() - started);
    this.open = opts.open ?? false;
    this.default = { id: DEFAULT_SHOP_ID, state: defaultShop, lastUsed: this.runNow(), key: newKey() };
  }

  /** The running time idle expiry counts in (for the state file, which saves each shop's lastUsed in it). */
  now(): number {
    return this.runNow();
  }

  /** Runs `fn` (and everything it awaits) in `shop`. */
  run<T>(shop: ShopEntry, fn: () => T): T {
    return als.run(shop, fn);
  }

  current(): ShopEntry {
    return als.getStore() ?? this.default;
  }

  /** Every live shop, the default one first. */
  all(): ShopEntry[] {
    this.sweep();
    return [this.default, ...this.byId.values()];
  }

  /** The shop of `id`, marked as used now; a thrown HttpError says why there is none. */
  use(id: string): ShopEntry {
    if (!SHOP_ID.test(id)) {
      throw new HttpError(400, `malformed shop id "${id.slice(0, 80)}": use 1-64 letters, digits, - or _`);
    }
    if (id === DEFAULT_SHOP_ID) return this.default;
    this.sweep();
    const shop = this.byId.get(id);
    if (!shop) {
      const why = this.expired.has(id) ? 'expired (idle too long)' : 'unknown';
      throw new HttpError(404, `shop "${id}" is ${why}; create one with POST /__mock/shops`);
    }
    shop.lastUsed = this.runNow();
    return shop;
  }

  /**
   * A fresh shop seeded from `seed`; with a persona, also signed in as that persona. `caller` (who asks)
   * is held to the per-tester and per-address limits, so no one caller can fill the host: one who offers
   * no tester id we know counts as a new tester, and their address still counts every shop made from it.
   */
  async create(
    opts: NewShop = {},
    caller: Caller = { address: 'unknown' },
    id = this.newId(),
  ): Promise<{ shop: ShopEntry; token?: string }> {
    if (opts.persona !== undefined && !PERSONAS.some((p) => p.key === opts.persona)) {
      const known = PERSONAS.map((p) => p.key).join(', ');
      throw new HttpError(400, `unknown persona "${opts.persona}"; known: ${known}`);
    }
    this.sweep();
    const expiry = `idle shops expire after ${this.idleMs / 60_000} minutes of running time`;
    if (this.byId.size >= this.maxShops) {
      throw new HttpError(429, `too many shops: the cap is ${this.maxShops}; ${expiry}`);
    }
    const live = [...this.byId.values()];
    const known = caller.tester !== undefined && live.some((s) => s.creator?.tester === caller.tester);
    const creator: Creator = { tester: known ? (caller.tester as string) : newTesterId(), address: caller.address };
    if (!this.open) {
      const mine = live.filter((s) => s.creator?.tester === creator.tester).length;
      if (mine >= this.maxPerTester) {
        throw new HttpError(
          429,
          `you hold ${mine} shops, the most one tester may (--max-shops-per-tester ${this.maxPerTester}): delete one with DELETE /__mock/shops/<id>, or ${expiry}`,
        );
      }
      const here = live.filter((s) => s.creator?.address === creator.address).length;
      if (here >= this.maxPerAddress) {
        throw new HttpError(
          429,
          `${here} shops were made from your address, the most one address may make (--max-shops-per-address ${this.maxPerAddress}): delete one, or ${expiry}`,
        );
      }
    }
    const shop: ShopEntry = {
      id,
      state: new ShopState(),
      lastUsed: this.runNow(),
      key: newKey(),
      creator,
      ...(opts.persona ? { persona: opts.persona as PersonaKey } : {}),
      ...(opts.name ? { name: opts.name } : {}),
    };
    await this.run(shop, () => resetDb(opts.seed === undefined ? {} : { seed: opts.seed }));
    // Registered only once seeded: a request naming it never sees a half-built shop. Idle from now on.
    shop.lastUsed = this.runNow();
    this.byId.set(id, shop);
    this.expired.delete(id);
    this.onChange(id, 'created');
    if (!shop.persona) return { shop };
    const who = persona(shop.persona);
    return { shop, token: await this.run(shop, () => createSession(who.address, now())) };
  }

  /**
   * Adds a shop restored from a state file, past the caps if need be (a shop is never dropped for them):
   * restored shops count against every cap from then on, so a restart clears no one's limit.
   */
  adopt(shop: ShopEntry): void {
    if (shop.id === DEFAULT_SHOP_ID) return;
    this.byId.set(shop.id, shop);
  }

  /** Forgets a shop now (its test is over); the default shop stays. */
  remove(id: string): void {
    if (id === DEFAULT_SHOP_ID) throw new HttpError(400, 'the default shop cannot be deleted; reset it instead');
    if (this.byId.delete(id)) this.onChange(id, 'gone');
  }

  /**
   * Drops the shop's expired sessions and login challenges (at most once a minute): the mock honours the
   * real 7-day session TTL on lookup (mocks/domains/users/table.ts), and this keeps the tables from growing with it.
   */
  prune(shop: ShopEntry): void {
    const ran = this.runNow();
    if (shop.pruned !== undefined && ran - shop.pruned < PRUNE_EVERY_MS) return;
    shop.pruned = ran;
    this.run(shop, () => {
      const t = now();
      sessions.deleteMany((q) => q.where({ expiresAt: (e: number) => e <= t }));
      challenges.deleteMany((q) => q.where({ expiresAt: (e: number) => e <= t }));
    });
  }

  /** Drops shops idle for longer than idleMs. */
  sweep(): void {
    const oldest = this.runNow() - this.idleMs;
    for (const [id, shop] of this.byId) {
      if (shop.lastUsed >= oldest) continue;
      this.byId.delete(id);
      this.onChange(id, 'gone');
      this.expired.add(id);
      if (this.expired.size > FORGOTTEN_KEPT) this.expired.delete(this.expired.values().next().value as string);
    }
  }

  private newId(): string {
    let id: string;
    do id = randomBytes(5).toString('hex');
    while (this.byId.has(id));
    return id;
  }
}
