import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/** Largest request body the mock accepts (every route): more gets 413 before any handler runs. */
export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * How much of an oversized body the mock reads (and throws away) before answering 413. Answering while the
 * client still writes, then closing, ends in EPIPE for the client instead of the envelope; past this bound
 * the client is sending far more than any app would, and the connection is closed after the answer.
 */
export const DISCARD_MAX_BYTES = 16 * MAX_BODY_BYTES;

/** An HTTP error the JSON error handler of app.ts turns into `{ code, message }` with this status. */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const tooLarge = () => new HttpError(413, `Request body larger than ${MAX_BODY_BYTES} bytes`);

/**
 * Reads what is left of a request body and throws it away, up to `bound` bytes in all (`seen` already
 * counted). Resolves true when the body ended within the bound, false when the bound was passed.
 */
export function discardBody(req: IncomingMessage, seen = 0, bound = DISCARD_MAX_BYTES): Promise<boolean> {
  return new Promise((resolve) => {
    let size = seen;
    if (req.readableEnded) return resolve(true);
    const done = (ok: boolean) => {
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.removeListener('error', onEnd);
      resolve(ok);
    };
    const onData = (c: Buffer) => {
      size += c.length;
      if (size > bound) {
        req.pause();
        done(false);
      }
    };
    const onEnd = () => done(true);
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onEnd);
    req.resume();
  });
}

/** A 413 once the oversized body is read (within the bound); past the bound, the connection closes after it. */
export async function refuseTooLarge(req: IncomingMessage, res: ServerResponse, seen = 0): Promise<HttpError> {
  if (!(await discardBody(req, seen))) res.setHeader('Connection', 'close');
  return tooLarge();
}

/** Refuses a declared Content-Length over the limit before any route; chunked bodies are counted by readBody. */
export const bodyLimit: RequestHandler = (req, res, next) => {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared <= MAX_BODY_BYTES) return next();
  if (declared > DISCARD_MAX_BYTES) {
    // Far past anything an app sends: answer now and close rather than read it all.
    res.setHeader('Connection', 'close');
    return next(tooLarge());
  }
  refuseTooLarge(req, res).then(next, next);
};

export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/** Where a request was sent, as an origin (`http://qa-box:8787`), from its scheme and Host header; null if unparsable. */
export function requestOrigin(scheme: string, host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

export interface OriginCheck {
  /** The request's Origin header; absent for tools (curl, Node, Playwright's request context). */
  origin: string | undefined;
  /** The origin the request was sent to (requestOrigin). */
  self: string | null;
  /** Extra origins allowed by `--allow-origin` (e.g. `https://qa.example` behind a TLS proxy). */
  allow?: readonly string[];
  /** Sec-Fetch-Site, which browsers send and tools do not. */
  fetchSite?: string | undefined;
  /** GET and HEAD change nothing, and a link from a chat to the control page is a cross-site GET. */
  method?: string;
}

/**
 * Who may drive `/__mock/*`:
 * - a page on the mock's own origin, under any name or port (`http://qa-box:8787` asking `qa-box:8787`),
 *   so QA can use the control page on a host reached by name;
 * - a page on an origin listed by `--allow-origin`, or on a loopback origin (this machine's dev servers);
 * - a request without an Origin (a GET, or a tool): browsers send an Origin on every POST, PUT and DELETE (same-origin too),
 *   so a state-changing request without one comes from a tool, never from a web page. A browser marker
 *   (Sec-Fetch-Site other than same-origin or none) without an Origin is refused all the same.
 * Everything else, a cross-site page above all, is refused.
 *
 * DNS rebinding: a page on evil.example whose name is made to resolve to this host sends
 * `Host: evil.example` and `Origin: http://evil.example`, which is same-origin by the rule above. The
 * origin check cannot tell it from QA's own name, and need not: such a page reaches only what needs no key.
 * A shop's owner key lives in an HttpOnly, SameSite=Strict cookie of the name QA used (qa-box), and
 * browsers send cookies by name, never by address, so the rebinding page holds no key and can change no
 * tester's shop (server/shop-keys.ts); it can at most reset the shared default shop, whose data is fake.
 */
export function originAllowed({ origin, self, allow = [], fetchSite, method = 'POST' }: OriginCheck): boolean {
  if (origin === undefined) {
    const reads = method === 'GET' || method === 'HEAD';
    return reads || fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
  }
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes the literal "null" of sandboxed frames and file: pages
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (isLoopbackHost(url.hostname)) return true;
  return url.origin === self || allow.includes(url.origin);
}

/** Normalises `--allow-origin` values to origins (`https://qa.example:8443`); throws on a value that is not one. */
export function parseAllowedOrigins(values: readonly string[]): string[] {
  return values.map((v) => {
    let url: URL;
    try {
      url = new URL(v);
    } catch {
      throw new Error(`--allow-origin ${v}: expected an origin such as https://qa.example:8443`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname.length > 1 || url.search) {
      throw new Error(`--allow-origin ${v}: expected an origin such as https://qa.example:8443 (no path)`);
    }
    return url.origin;
  });
}

/**
 * The guard of every `/__mock` route (mounted once in app.ts, so control routes added later get it too):
 * a cross-site page must not be able to reset or rewrite a shop with a form post or a no-cors fetch.
 * JSON bodies only (a form cannot send them, and a cross-origin fetch that does needs a CORS preflight
 * we never grant), and only from the origins above.
 */
export function mockControlGuard(allow: readonly string[] = []): RequestHandler {
  return (req, _res, next) => {
    const origin = req.get('origin');
    const self = requestOrigin(req.protocol, req.get('host'));
    const check = { origin, self, allow, fetchSite: req.get('sec-fetch-site'), method: req.method };
    if (!originAllowed(check)) {
      const who = origin === undefined ? `a ${req.get('sec-fetch-site')} page without an Origin` : `origin ${origin}`;
      return next(
        new HttpError(
          403,
          `Mock controls refuse requests from ${who}: use the control page of this host, or --allow-origin`,
        ),
      );
    }
    const type = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (req.method !== 'GET' && req.method !== 'HEAD' && type !== 'application/json') {
      return next(new HttpError(415, 'Mock controls accept only application/json bodies'));
    }
    next();
  };
}
