import { now } from '@mocks/core/clock';
import { SCENARIOS } from '@mocks/core/scenarios';
import { PERSONAS, type PersonaKey, persona } from '@mocks/db/personas';
import { currentSeed } from '@mocks/db/seed';
import { createSession } from '@mocks/db/users';
import express, { type Request, type RequestHandler, Router } from 'express';
import { HttpError } from './mock-guard';
import type { ShopEntry, Shops } from './shops';

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

/** Runs the rest of the request (the mock's handlers) in the shop it names; a bad name fails, never the default. */
export function shopContext(shops: Shops): RequestHandler {
  return (req, _res, next) => {
    const id = requestedShop(req);
    let shop: ShopEntry;
    try {
      shop = id === undefined ? shops.default : shops.use(id);
    } catch (error) {
      return next(error);
    }
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

function newShopBody(raw: unknown): { seed?: number; persona?: string } {
  const { seed, persona } = body(raw, ['seed', 'persona']);
  if (seed !== undefined && !(Number.isInteger(seed) && (seed as number) >= 0)) {
    throw new HttpError(400, 'seed: expected a non-negative integer');
  }
  if (persona !== undefined && typeof persona !== 'string') throw new HttpError(400, 'persona: expected a string');
  return { ...(seed === undefined ? {} : { seed: seed as number }), ...(persona === undefined ? {} : { persona }) };
}

/** Where /use may send the browser: a path of this origin only (never `//other.host`). */
function safeTarget(to: unknown): string {
  return typeof to === 'string' && /^\/(?![/\\])/.test(to) ? to : '/';
}

const shopInfo = (shop: ShopEntry) => ({
  id: shop.id,
  ...(shop.persona ? { persona: shop.persona } : {}),
});

/**
 * /__mock/shops (create, list, the caller's own, switch a browser over) and /__mock/persona. Mounted
 * before the shop context, so a browser whose cookie names an expired shop can still create another.
 */
export function shopRoutes(shops: Shops): Router {
  const r = Router();
  const json = express.json({ strict: false });

  r.post('/shops', json, async (req, res) => {
    const { shop, token } = await shops.create(newShopBody(req.body));
    const seed = shops.run(shop, currentSeed);
    res.status(201).json({ ...shopInfo(shop), seed, ...(token ? { token } : {}), use: `/__mock/shops/${shop.id}/use` });
  });

  r.get('/shops', (req, res) => {
    const caller = requestedShop(req) ?? shops.default.id;
    res.json({
      current: caller,
      max: shops.maxShops,
      shops: shops.all().map(shopInfo),
      // What the control page offers in its menus.
      personas: PERSONAS.map((p) => p.key),
      scenarios: SCENARIOS,
    });
  });

  r.get('/shops/current', shopContext(shops), (_req, res) => {
    const shop = shops.current();
    res.json({ ...shopInfo(shop), seed: currentSeed(), now: now() });
  });

  r.get('/shops/:id/use', (req, res) => {
    const shop = shops.use(req.params.id);
    // Lax: the app's own navigations carry it; no expiry: a session cookie lives as long as the browser.
    res.cookie(SHOP_COOKIE, shop.id, { path: '/', sameSite: 'lax', httpOnly: true });
    res.redirect(303, safeTarget(req.query.to));
  });

  // A test's fixture frees its shop when the test ends (JSON content type: the guard's rule for non-GETs).
  r.delete('/shops/:id', (req, res) => {
    shops.remove(shops.use(req.params.id).id);
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
