import { now } from '@mocks/core/clock';
import { PERSONAS, type PersonaKey, persona } from '@mocks/core/personas';
import { SCENARIOS } from '@mocks/core/scenarios';
import { createSession } from '@mocks/domains/users/table';
import { currentSeed } from '@mocks/seed';
import express, { type Request, type RequestHandler, Router } from 'express';
import { callerOf, clearOptions, cookieOptions, fromThisMachine, TESTER_COOKIE } from './callers';
import { HttpError } from './mock-guard';
import {
  clearKeyCookie,
  KEY_HEADER,
  keyMatches,
  offeredKey,
  requireKey,
  requireOffered,
  setKeyCookie,
} from './shop-keys';
import type { NewShop, ShopEntry, Shops } from './shops';

/** How a request names its shop: this header (tools, Playwright's Node side), else this cookie (browsers). */
export const SHOP_HEADER = 'X-Mock-Shop';
export const SHOP_COOKIE = 'mock_shop';

export function requestedShop(req: Request): string | undefined {
  const header = req.get(SHOP_HEADER);
  if (header !== undefined) return header.trim();
  const raw = new RegExp(`(?:^|;\\s*)${SHOP_COOKIE}=([^;]*)`).exec(req.get('cookie') ?? '')?.[1];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // malformed escapes: the id check refuses it with a readable message
  }
}

/** The shop `id` names, if the caller may use it: its key is needed unless it is the default shop or shops are open. */
export function ownShop(shops: Shops, req: Request, id: string): ShopEntry {
  const shop = shops.use(id);
  if (shop !== shops.default && !shops.open) requireKey(req, shop);
  return shop;
}

/**
 * The default shop is everyone's to use (/api), but its controls (reset, scenario, clock, chain, persona)
 * are guarded like any shop's: its key (the host key, printed at start) or a request from this machine.
 * Otherwise one stranger's `server-error` scenario or reset reaches every tester who has no shop of their own.
 */
export function requireDefaultControl(shops: Shops, req: Request): void {
  if (shops.open || fromThisMachine(req)) return;
  const offered = offeredKey(req, shops.default.id);
  if (keyMatches(offered, shops.default.key)) return;
  throw new HttpError(
    403,
    `the default shop is shared: changing it needs the host key (printed when the mock started; ${KEY_HEADER} or claim it on /__mock/), or a request from the mock's own machine. Create a shop of your own instead: POST /__mock/shops`,
  );
}

const reads = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Runs the rest of the request (the mock's handlers) in the shop it names; a bad name fails, never the
 * default. Naming a shop, for /api as for /__mock, needs its key: whoever holds a shop's id but not its
 * key can neither read nor change it. Changing the default shop through /__mock needs its key too.
 */
export function shopContext(shops: Shops): RequestHandler {
  return (req, _res, next) => {
    const id = requestedShop(req);
    let shop: ShopEntry;
    try {
      shop = id === undefined ? shops.default : ownShop(shops, req, id);
      if (shop === shops.default && req.baseUrl.startsWith('/__mock') && !reads(req.method)) {
        requireDefaultControl(shops, req);
      }
    } catch (error) {
      return next(error);
    }
    shops.prune(shop);
    shops.run(shop, () => next());
  };
}

/** The body of POST /__mock/shops or /__mock/persona, checked field by field with a readable message. */
function body(raw: unknown, allowed: string[]): Record<string, unknown> {
  if (raw === undefined) return {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new HttpError(400, 'body: expected a JSON object');
  const extra = Object.keys(raw).filter((k) => !allowed.includes(k));
  if (extra.length > 0)
    throw new HttpError(400, `body: unknown field(s) ${extra.join(', ')}; allowed: ${allowed.join(', ')}`);
  return raw as Record<string, unknown>;
}

const SHOP_NAME = /^[^\p{C}]{1,40}$/u;

function newShopBody(raw: unknown): NewShop {
  const { seed, persona, name } = body(raw, ['seed', 'persona', 'name']);
  if (seed !== undefined && !(Number.isInteger(seed) && (seed as number) >= 0)) {
    throw new HttpError(400, 'seed: expected a non-negative integer');
  }
  if (persona !== undefined && typeof persona !== 'string') throw new HttpError(400, 'persona: expected a string');
  if (name !== undefined && !(typeof name === 'string' && SHOP_NAME.test(name.trim()))) {
    throw new HttpError(400, 'name: expected 1-40 printable characters');
  }
  return {
    ...(seed === undefined ? {} : { seed: seed as number }),
    ...(persona === undefined ? {} : { persona }),
    ...(name === undefined ? {} : { name: name.trim() }),
  };
}

/** How a shop is shown to whoever may use it (its id included). */
const shopInfo = (shop: ShopEntry) => ({
  id: shop.id,
  name: shop.name ?? shop.id,
  ...(shop.persona ? { persona: shop.persona } : {}),
});

/**
 * /__mock/shops (create, list, the caller's own, switch a browser over) and /__mock/persona. Mounted
 * before the shop context, so a browser whose cookie names an expired shop can still create another.
 */
export function shopRoutes(shops: Shops): Router {
  const r = Router();
  const json = express.json({ strict: false });

  // The creator keeps the key: in the answer (tools) and in a cookie of this host (browsers); likewise the
  // tester id their next shops count against (server/callers.ts).
  r.post('/shops', json, async (req, res) => {
    const { shop, token } = await shops.create(newShopBody(req.body), callerOf(req));
    const seed = shops.run(shop, currentSeed);
    const key = shop.key as string;
    const tester = shop.creator?.tester as string;
    setKeyCookie(req, res, shop.id, key);
    res.cookie(TESTER_COOKIE, tester, cookieOptions(req, 'strict'));
    res.status(201).json({
      ...shopInfo(shop),
      key,
      seed,
      tester,
      ...(token ? { token } : {}),
      use: `/__mock/shops/${shop.id}/use`,
    });
  });

  // Your shops (and the shared default one) with their ids; other testers' only as a name and a persona.
  r.get('/shops', (req, res) => {
    const caller = requestedShop(req) ?? shops.default.id;
    const mine = (shop: ShopEntry) =>
      shop === shops.default || shops.open || keyMatches(offeredKey(req, shop.id), shop.key);
    res.json({
      current: caller,
      max: shops.maxShops,
      open: shops.open,
      shops: shops.all().map((shop) =>
        mine(shop)
          ? { ...shopInfo(shop), mine: true }
          : // Never the id (it is half of what opens a shop): an unnamed shop shows no name at all.
            {
              ...(shop.name ? { name: shop.name } : {}),
              ...(shop.persona ? { persona: shop.persona } : {}),
              mine: false,
            },
      ),
      // What the control page offers in its menus.
      personas: PERSONAS.map((p) => p.key),
      scenarios: SCENARIOS,
    });
  });

  r.get('/shops/current', shopContext(shops), (_req, res) => {
    const shop = shops.current();
    res.json({ ...shopInfo(shop), seed: currentSeed(), now: now() });
  });

  // Switching is a POST (a GET could be sent by any page's link or image): JSON, same origin, your key.
  r.post('/shops/:id/use', (req, res) => {
    const shop = ownShop(shops, req, req.params.id);
    // Lax: the app's own navigations carry it.
    res.cookie(SHOP_COOKIE, shop.id, cookieOptions(req, 'lax'));
    res.json({ ...shopInfo(shop), current: true });
  });

  // Puts a shop's key into this browser (a key printed at start: the host key, or an older state file's
  // shop), so the control page can drive it. Checked like any use of the key: constant time, 403 if wrong.
  r.post('/shops/:id/claim', json, (req, res) => {
    const { key } = body(req.body, ['key']);
    if (typeof key !== 'string') throw new HttpError(400, "key: expected the 32 hex digits of the shop's key");
    const shop = shops.use(req.params.id);
    requireOffered(key, shop);
    setKeyCookie(req, res, shop.id, key);
    res.json({ ...shopInfo(shop), claimed: true });
  });
  r.get('/shops/:id/use', (req, res) => {
    res.status(405).set('Allow', 'POST');
    res.json({
      code: 405,
      message: `switching shop is a POST: POST /__mock/shops/${req.params.id}/use with a JSON body`,
    });
  });

  // A test's fixture frees its shop when the test ends (JSON content type: the guard's rule for non-GETs).
  r.delete('/shops/:id', (req, res) => {
    const shop = ownShop(shops, req, req.params.id);
    shops.remove(shop.id);
    clearKeyCookie(req, res, shop.id);
    if (requestedShop(req) === shop.id) res.clearCookie(SHOP_COOKIE, clearOptions(req, 'lax'));
    res.json({ ok: true });
  });

  // Signs the caller's shop in as a persona (the control page stores the token where the app keeps it).
  r.post('/persona', shopContext(shops), json, async (req, res) => {
    const key = body(req.body, ['persona']).persona;
    if (typeof key !== 'string') throw new HttpError(400, 'persona: expected a string');
    if (!PERSONAS.some((p) => p.key === key)) {
      throw new HttpError(400, `unknown persona "${key}"; known: ${PERSONAS.map((p) => p.key).join(', ')}`);
    }
    const who = persona(key as PersonaKey);
    res.json({ persona: key, token: await createSession(who.address, now()) });
  });

  return r;
}
