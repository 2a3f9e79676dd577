import { readFileSync, statSync } from 'node:fs';
import type { Response } from 'express';

/**
 * The Content-Security-Policy header the Express mock sends with the built app: the policy of the build's
 * own `<meta http-equiv="Content-Security-Policy">` (written by scripts/build/csp.ts, with the hashes of
 * that build's inline code), plus the directives a meta tag cannot carry (frame-ancestors: no other site
 * may frame the shop and overlay its buttons).
 */
export const HEADER_ONLY = "frame-ancestors 'self'";

export function policyOfHtml(html: string): string | null {
  const tag = /<meta\b[^>]*http-equiv=["']Content-Security-Policy["'][^>]*>/i.exec(html)?.[0];
  const content = tag && /\bcontent="([^"]*)"/i.exec(tag)?.[1];
  return content ? content.replace(/&quot;/g, '"').replace(/&amp;/g, '&') : null;
}

/** Reads the policy from `index` again whenever the file changes (a rebuild while the mock runs). */
export function cspHeader(index: string): (res: Response) => void {
  let cached: { mtimeMs: number; header: string } | null = null;
  const current = (): string => {
    let mtimeMs = -1;
    try {
      mtimeMs = statSync(index).mtimeMs;
    } catch {
      return HEADER_ONLY;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const policy = policyOfHtml(readFileSync(index, 'utf8'));
      cached = { mtimeMs, header: policy ? `${policy}; ${HEADER_ONLY}` : HEADER_ONLY };
    }
    return cached.header;
  };
  return (res) => res.setHeader('Content-Security-Policy', current());
}
