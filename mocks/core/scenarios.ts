import { http } from 'msw';
import { shopSlot } from './shop';

/**
 * Forced outcomes, identical in every runtime. Chosen per request (`Prefer: scenario=NAME` header or
 * `?__scenario=NAME`), per Vitest test / story (`scenarioHandler()` through server.use / msw.use), or
 * for a number of coming requests through POST /__mock/scenario (Playwright). /__mock/reset clears them.
 */
export const SCENARIOS = [
  {
    name: 'session-expired',
    description: 'code 302: the token is unknown or expired (real backend: login_expired)',
  },
  {
    name: 'not-logged-in',
    description: 'code 301: no token (real backend: not_logged_in)',
  },
  { name: 'frozen', description: 'code 303: the account is frozen' },
  {
    name: 'real-name',
    description: 'code 304: real-name verification required',
  },
  {
    name: 'server-error',
    description: 'HTTP 500 with a JSON envelope (code 1, "Internal error")',
  },
  {
    name: 'network-error',
    description: 'the request fails at the network level (fetch rejects)',
  },
  { name: 'slow', description: 'waits 2500 ms, then answers normally' },
  {
    name: 'empty',
    description: 'list and page endpoints answer an empty list / page; others answer normally',
  },
  {
    name: 'no-rest-services',
    description:
      'a deployment without the /rest/* services (B9): every /rest/* path and /v/user/asset/token/page answer code 1 "No static resource <path>."; others answer normally. Without a count it lasts until reset: the whole shop runs as that deployment',
  },
  {
    name: 'pay-one-chain',
    description:
      '/v/order/info/pay-type lists only the BSC entry, as the real backend does when one chain is disabled or has no live price (B7)',
  },
  {
    name: 'pay-no-chain',
    description:
      '/v/order/info/pay-type answers an empty list: no chain is enabled with a live price (B7); the page offers no wallet payment',
  },
] as const;

export type ScenarioName = (typeof SCENARIOS)[number]['name'];
export const SLOW_MS = 2500;

export function isScenario(name: unknown): name is ScenarioName {
  return typeof name === 'string' && SCENARIOS.some((s) => s.name === name);
}

interface Queued {
  name: ScenarioName;
  /** Requests left; null = until reset. */
  remaining: number | null;
  /** Exact pathname, a prefix ending in `*`, or an endpoint id; absent = every /api request. */
  path?: string;
}

/** The queue of POST /__mock/scenario entries: one per shop. */
const shopQueue = shopSlot('scenarios', () => ({ queue: [] as Queued[] }));

/** Queue a scenario for the next `count` matching requests (default: until clearScenarios()). */
export function setScenario(name: ScenarioName, opts: { count?: number; path?: string } = {}): void {
  shopQueue().queue.unshift({
    name,
    remaining: opts.count ?? null,
    ...(opts.path ? { path: opts.path } : {}),
  });
}

export function clearScenarios(): void {
  shopQueue().queue = [];
}

export function activeScenarios(): ReadonlyArray<Readonly<Queued>> {
  return shopQueue().queue;
}

function matches(entry: Queued, pathname: string, endpointId: string): boolean {
  const p = entry.path;
  if (!p) return true;
  if (p === endpointId || p === pathname) return true;
  return p.endsWith('*') && pathname.startsWith(p.slice(0, -1));
}

/** Marks set by scenarioHandler() on the request object msw shares between handlers of one request. */
const marks = new WeakMap<Request, ScenarioName>();

/**
 * Which scenario applies to this request, if any. Consumes one count of a queued entry, so call it
 * once per request.
 */
export function scenarioFor(request: Request, endpointId: string): ScenarioName | null {
  const prefer = request.headers.get('prefer')?.match(/(?:^|[;,\s])scenario=([\w-]+)/)?.[1];
  if (isScenario(prefer)) return prefer;
  const url = new URL(request.url);
  const q = url.searchParams.get('__scenario');
  if (isScenario(q)) return q;
  const marked = marks.get(request);
  if (marked) return marked;
  const own = shopQueue();
  const entry = own.queue.find((e) => matches(e, url.pathname, endpointId));
  if (!entry) return null;
  if (entry.remaining !== null) {
    entry.remaining -= 1;
    if (entry.remaining <= 0) own.queue = own.queue.filter((e) => e !== entry);
  }
  // Remembered for this request, so a resolver can read it again (scenarioOf) without using up a count.
  marks.set(request, entry.name);
  return entry.name;
}

/**
 * The scenario already chosen for this request, without consuming anything: for scenarios that change one
 * endpoint's answer inside its resolver (pay-one-chain, pay-no-chain) rather than replacing it.
 */
export function scenarioOf(request: Request): ScenarioName | null {
  const prefer = request.headers.get('prefer')?.match(/(?:^|[;,\s])scenario=([\w-]+)/)?.[1];
  if (isScenario(prefer)) return prefer;
  const q = new URL(request.url).searchParams.get('__scenario');
  if (isScenario(q)) return q;
  return marks.get(request) ?? null;
}

/**
 * An msw handler that forces `name` on matching /api requests and then lets them fall through to the
 * real handlers: `server.use(scenarioHandler('empty'))` in Vitest, `msw.use(...)` in a story.
 */
export function scenarioHandler(name: ScenarioName, opts: { path?: string; count?: number } = {}) {
  let left = opts.count ?? Number.POSITIVE_INFINITY;
  return http.all('*/api/*', ({ request }) => {
    const entry: Queued = {
      name,
      remaining: null,
      ...(opts.path ? { path: opts.path } : {}),
    };
    if (left > 0 && matches(entry, new URL(request.url).pathname, '')) {
      left -= 1;
      marks.set(request, name);
    }
    return undefined;
  });
}
