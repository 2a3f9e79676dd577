import { now } from '@mocks/core/clock';
import { PERSONAS, type PersonaKey, persona } from '@mocks/core/personas';
import { SCENARIOS } from '@mocks/core/scenarios';
import { createSession } from '@mocks/domains/users/table';
import { currentSeed } from '@mocks/seed';
import express, { type Request, type RequestHandler, Router } from 'express';
import { HttpError } from './mock-guard';
import { clearKeyCookie, keyMatches, offeredKey, requireKey, setKeyCookie } from './shop-keys';
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
 * Runs the rest of the request (the mock's handlers) in the shop it names; a bad name fails, never the
 * default. Naming a shop, for /api as for /__mock, needs its key: whoever holds a shop's id but not its
 * key can neither read nor change it.
 */
export function shopContext(shops: Shops): RequestHandler {
  return (req, _res, next) => {
    const id = requestedShop(req);
    let shop: ShopEntry;
    try {
      shop = id === undefined ? shops.default : ownShop(shops, req, id);
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

  // The creator keeps the key: in the answer (tools) and in a cookie of this host (browsers).
  r.post('/shops', json, async (req, res) => {
    const { shop, token } = await shops.create(newShopBody(req.body));
    const seed = shops.run(shop, currentSeed);
    const key = shop.key as string;
    setKeyCookie(res, shop.id, key);
    res
      .status(201)
      .json({ ...shopInfo(shop), key, seed, ...(token ? { token } : {}), use: `/__mock/shops/${shop.id}/use` });
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
      shops: shops
        .all()
        .map((shop) =>
          mine(shop)
            ? { ...shopInfo(shop), mine: true }
            : { name: shop.name ?? shop.id, ...(shop.persona ? { persona: shop.persona } : {}), mine: false },
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
    // Lax: the app's own navigations carry it; no expiry: a session cookie lives as long as the browser.
    res.cookie(SHOP_COOKIE, shop.id, { path: '/', sameSite: 'lax', httpOnly: true });
    res.json({ ...shopInfo(shop), current: true });
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
    clearKeyCookie(res, shop.id);
    if (requestedShop(req) === shop.id) res.clearCookie(SHOP_COOKIE, { path: '/', sameSite: 'lax', httpOnly: true });
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
