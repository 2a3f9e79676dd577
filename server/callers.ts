import { randomBytes } from 'node:crypto';
import type { CookieOptions, Request } from 'express';
import { isLoopbackHost } from './mock-guard';

/**
 * Who is asking, for the per-caller limits on creating shops (server/shops.ts) and for the default shop's
 * guard. A caller is a tester (the `mock_tester` cookie of a browser, or `X-Mock-Tester` from a tool, handed
 * out with the first shop they create) and the address they come from (`req.ip`: behind a TLS proxy on this
 * machine, the X-Forwarded-For it sends; app.ts trusts loopback proxies only). A tester id is worth
 * something only while a shop of that tester lives, so making one up buys nothing: the caller counts as new,
 * and new callers are limited by their address.
 */
export const TESTER_COOKIE = 'mock_tester';
export const TESTER_HEADER = 'X-Mock-Tester';
const TESTER = /^[0-9a-f]{32}$/;

/** How long the mock's cookies (tester, shop, owner keys) live in a browser: a tester's week off included. */
export const COOKIE_MAX_AGE_MS = 90 * 86_400_000;

export interface Caller {
  /** The tester id the caller offers (well formed; the registry decides whether it is one it knows). */
  tester?: string;
  /** Where the request comes from (an address, or `unknown`). */
  address: string;
}

/** Who created a shop: kept with it, restarts included, so the limits count restored shops too. */
export interface Creator {
  tester: string;
  address: string;
}

export const newTesterId = () => randomBytes(16).toString('hex');

/** A cookie of the request by exact name. */
export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function callerOf(req: Request): Caller {
  const offered = req.get(TESTER_HEADER)?.trim() ?? readCookie(req, TESTER_COOKIE);
  return {
    ...(offered && TESTER.test(offered) ? { tester: offered } : {}),
    address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
  };
}

/**
 * A request from this machine itself: a loopback peer that forwards for nobody. A TLS proxy on this machine
 * is loopback too, which is why a forwarding header rules it out (configure the proxy to send X-Forwarded-For).
 */
export function fromThisMachine(req: Request): boolean {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return isLoopbackHost(peer) && req.get('x-forwarded-for') === undefined && req.get('forwarded') === undefined;
}

/** The attributes of every cookie the mock sets: HttpOnly, a Max-Age, and Secure when reached over https. */
export function cookieOptions(req: Request, sameSite: 'strict' | 'lax'): CookieOptions {
  return { path: '/', httpOnly: true, sameSite, maxAge: COOKIE_MAX_AGE_MS, secure: req.secure };
}

/** What clearing one needs (the same name, path and flags; no age). */
export function clearOptions(req: Request, sameSite: 'strict' | 'lax'): CookieOptions {
  return { path: '/', httpOnly: true, sameSite, secure: req.secure };
}
