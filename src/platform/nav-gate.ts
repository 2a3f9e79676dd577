/**
 * The one gate for every navigation target that comes from data: banner targets, scanned codes, the
 * native bridge's routes, the login `redirect` parameter and links inside rich text. A target is either
 * a path of this app, an https URL on an allow-listed host, or nothing: never a script URL, another
 * origin by a protocol-relative or backslash trick, or an encoded variant of those.
 */
export type GateResult = { kind: 'route'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

export interface GateOptions {
  /** Route-table check of a pathname (the router's `isAppPath`); default: any same-app path. */
  isAppPath?: (pathname: string) => boolean;
  /** This app's origin: absolute URLs on it are treated as in-app paths. */
  appOrigin?: string;
  /** Hosts an https link may leave the app for; none by default. */
  externalHosts?: readonly string[];
}

const BASE = 'https://app.invalid';
const NONE: GateResult = { kind: 'none' };

// Control characters and whitespace inside a target are never legitimate and are how filters get
// fooled ("java\tscript:", "/\n/evil"): the URL parser drops some of them silently.
const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x21 || c.charCodeAt(0) === 0x7f);

function inAppPath(raw: string, isAppPath: (p: string) => boolean): GateResult {
  // One leading slash only; a backslash is a slash to browsers ("/\evil" is "//evil").
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return NONE;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return NONE;
  }
  // Percent-encoded slashes or backslashes would be decoded by some routers or servers into "//".
  if (url.origin !== BASE || /%(?:2f|5c)/i.test(url.pathname) || !isAppPath(url.pathname)) return NONE;
  return { kind: 'route', to: url.pathname + url.search + url.hash };
}

export function gateTarget(target: unknown, opts: GateOptions = {}): GateResult {
  if (typeof target !== 'string') return NONE;
  const raw = target.trim();
  if (raw === '' || hasControl(raw)) return NONE;
  const isAppPath = opts.isAppPath ?? (() => true);
  if (raw.startsWith('/') || raw.startsWith('\\')) return inAppPath(raw, isAppPath);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return NONE;
  }
  if (opts.appOrigin && url.origin === opts.appOrigin) {
    return inAppPath(url.pathname + url.search + url.hash, isAppPath);
  }
  if (url.protocol !== 'https:' || url.username || url.password) return NONE;
  return (opts.externalHosts ?? []).includes(url.hostname) ? { kind: 'external', href: url.href } : NONE;
}

/** An in-app path or null (bridge routes, `redirect`). */
export function safeAppPath(path: string, isAppPath: (p: string) => boolean): string | null {
  const r = gateTarget(path, { isAppPath });
  return r.kind === 'route' ? r.to : null;
}

/**
 * A link in rich text as the sanitiser writes it (src/lib/sanitize-html.ts `LinkGate`): the gated in-app
 * path, an allow-listed https URL that opens outside, or null (the link keeps its text and loses its href).
 */
export function richTextLink(href: string, opts: GateOptions): { href: string; external: boolean } | null {
  const r = gateTarget(href, opts);
  if (r.kind === 'route') return { href: r.to, external: false };
  if (r.kind === 'external') return { href: r.href, external: true };
  return null;
}
