import type { RequestHandler } from 'express';

/**
 * Paths only a tool can send: dot segments (`/api/../__mock/shops`), dots or slashes written as escapes
 * (`%2e%2e`, `%2f`, `%5c`), backslashes, NUL. Browsers resolve all of them before sending, but Express
 * routes the raw path while the URL parser behind fetch and msw resolves it: `/api/../__mock/reset` matched
 * `/api` here (no /__mock guard) and became `/__mock/reset` there, on the mock and, in proxy mode, on the
 * backend. Refused before any route, so what a route sees is what it serves.
 */
const UNSAFE = /(^|\/)\.{1,2}(\/|$)|%2e|%2f|%5c|\\|%00/i;

export function unsafePath(rawUrl: string): boolean {
  const path = rawUrl.split('?', 1)[0] ?? '';
  return UNSAFE.test(path);
}

export const pathGuard: RequestHandler = (req, res, next) => {
  if (!unsafePath(req.originalUrl)) return next();
  res.status(400).json({
    code: 400,
    message: `path ${JSON.stringify(req.originalUrl.split('?', 1)[0]?.slice(0, 200))} has a dot segment, an escaped dot or slash, or a backslash: not served`,
  });
};
