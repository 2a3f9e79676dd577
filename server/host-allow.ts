import { isIP } from 'node:net';
import { hostname } from 'node:os';
import type { RequestHandler } from 'express';

/**
 * Which `Host` names the mock answers, as Vite's `server.allowedHosts`: a DNS-rebinding page (evil.example
 * made to resolve to the QA box) sends its own name as Host, so refusing every name we were not told about
 * ends it before any route, the control page and the shops included. Allowed without asking:
 * - loopback names (`localhost`, `*.localhost`) and any IP address: a page reached by an address was
 *   typed by a person, never rebound (Vite allows addresses for the same reason);
 * - this machine's own name (`os.hostname()`, its first label, and that label `.local` for mDNS).
 * More names with `--allow-host NAME` (a leading dot allows the domain and its subdomains, `.qa.example`);
 * the host of every `--allow-origin` too (the name a TLS proxy forwards).
 */
export interface HostAllowList {
  /** Exact names, lower case. */
  names: Set<string>;
  /** `.qa.example` entries: that name and any name under it. */
  domains: string[];
}

export function hostAllowList(extra: readonly string[] = [], machine = hostname()): HostAllowList {
  const names = new Set<string>();
  const domains: string[] = [];
  const own = machine.toLowerCase();
  const short = own.split('.')[0] ?? own;
  for (const n of [own, short, `${short}.local`]) if (n) names.add(n);
  for (const raw of extra) {
    const entry = normalise(raw);
    if (entry.startsWith('.')) domains.push(entry);
    else names.add(entry);
  }
  return { names, domains };
}

/** Checks a `--allow-host` value: a host name, a leading dot allowed, no scheme, port or path. */
export function parseAllowedHost(value: string): string {
  const name = normalise(value);
  if (!/^\.?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/.test(name)) {
    throw new Error(`--allow-host ${value}: expected a host name such as qa-box or .qa.example (no scheme, no port)`);
  }
  return name;
}

const normalise = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

/** The name of a Host header without its port (`[::1]:80` -> `::1`); undefined when there is none. */
export function hostName(header: string | undefined): string | undefined {
  if (header === undefined || header === '') return undefined;
  const h = header.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') > 0 ? h.indexOf(']') : undefined);
  return normalise(h.replace(/:\d*$/, ''));
}

export function hostAllowed(header: string | undefined, list: HostAllowList): boolean {
  const name = hostName(header);
  // No Host at all: HTTP/1.0 from a tool. Browsers always send one, so a rebinding page never lacks it.
  if (name === undefined) return header === undefined;
  if (isIP(name) !== 0) return true;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (list.names.has(name)) return true;
  return list.domains.some((d) => name === d.slice(1) || name.endsWith(d));
}

/** The first middleware of the app: a Host not on the list gets a 403 envelope, before any route or file. */
export function hostGuard(list: HostAllowList): RequestHandler {
  return (req, res, next) => {
    const header = req.get('host');
    if (hostAllowed(header, list)) return next();
    const name = (hostName(header) ?? String(header)).slice(0, 100);
    res.status(403).json({
      code: 403,
      message: `Host "${name}" is not a name this mock answers to: start it with --allow-host ${name} if it is yours`,
    });
  };
}
