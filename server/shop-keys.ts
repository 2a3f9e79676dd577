import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { clearOptions, cookieOptions, readCookie } from './callers';
import { HttpError } from './mock-guard';

/**
 * Owner keys: a shop belongs to whoever created it. The creator gets the key in the answer (tools send it
 * back as X-Mock-Shop-Key) and in a cookie (browsers), one cookie per shop so a tester may own several.
 * The cookie is HttpOnly (no page script reads it) and SameSite=Strict (no other site's page, form or
 * link sends it), and a browser keys cookies by host name: a page reached under another name, a DNS
 * rebinding page included, never holds it. See mock-guard.ts for why the origin check alone is not enough.
 */
export const KEY_HEADER = 'X-Mock-Shop-Key';
const KEY = /^[0-9a-f]{32}$/;

export const keyCookie = (shopId: string) => `mock_key_${shopId}`;

export function newKey(): string {
  return randomBytes(16).toString('hex');
}

/** The key the caller offers for `shopId`: the header (tools), else that shop's cookie (browsers). */
export function offeredKey(req: Request, shopId: string): string | undefined {
  return req.get(KEY_HEADER)?.trim() ?? readCookie(req, keyCookie(shopId));
}

/** True when `offered` is the shop's key (constant time; a malformed key is simply not it). */
export function keyMatches(offered: string | undefined, key: string | undefined): boolean {
  if (!offered || !key || !KEY.test(offered)) return false;
  return timingSafeEqual(Buffer.from(offered), Buffer.from(key));
}

/** Throws the 400 or 403 envelope a caller without the shop's key gets. */
export function requireKey(req: Request, shop: { id: string; key?: string }): void {
  requireOffered(offeredKey(req, shop.id), shop);
}

/** The same check for a key given some other way (a claim's body). */
export function requireOffered(offered: string | undefined, shop: { id: string; key?: string }): void {
  if (offered !== undefined && offered !== '' && !KEY.test(offered)) {
    throw new HttpError(400, `malformed shop key: expected 32 hex digits in ${KEY_HEADER} or the shop's cookie`);
  }
  if (!keyMatches(offered, shop.key)) {
    throw new HttpError(
      403,
      `shop "${shop.id}" is not yours: only its creator (its key: the cookie set when it was made, or ${KEY_HEADER}) may use or change it`,
    );
  }
}

export function setKeyCookie(req: Request, res: Response, shopId: string, key: string): void {
  res.cookie(keyCookie(shopId), key, cookieOptions(req, 'strict'));
}

export function clearKeyCookie(req: Request, res: Response, shopId: string): void {
  res.clearCookie(keyCookie(shopId), clearOptions(req, 'strict'));
}
