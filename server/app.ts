import { resolve } from 'node:path';
import { buildOpenApi } from '@contracts/openapi';
import { handlers } from '@mocks/handlers';
import { resetDb } from '@mocks/seed';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { allowedMethods } from './allow';
import { controlPage } from './control-page';
import { hostAllowList, hostGuard } from './host-allow';
import { bodyLimit, mockControlGuard } from './mock-guard';
import { mswAdapter } from './msw-adapter';
import { pathGuard } from './path-guard';
import { DriftLog } from './proxy/drift-log';
import { type ProxyOptions, proxyApi } from './proxy/forward';
import { Recorder } from './proxy/record';
import { requestedShop, shopContext, shopRoutes } from './shop-routes';
import { DEFAULT_MAX_SHOPS, DEFAULT_SHOP_IDLE_MS, Shops } from './shops';
import { RunClock } from './state/run-clock';
import { type StateFile, stateFile } from './state/state-file';
import { serveStatic } from './static';

export interface AppOptions {
  /** A built app (`dist/`): served with SPA fallback, so one port gives the whole mocked mall. */
  staticDir?: string;
  /** Keep every shop across restarts in this directory, one JSON file per shop (server/state-file.ts). */
  stateFile?: string;
  /** Faker seed of the shop when no state file is loaded. */
  seed?: number;
  /** Most shops besides the default one (POST /__mock/shops), restored ones included; default 100. */
  maxShops?: number;
  /** Most live shops of one tester (`--max-shops-per-tester`, default 10); not with openShops. */
  maxShopsPerTester?: number;
  /** Most live shops made from one address (`--max-shops-per-address`, default 30); not with openShops. */
  maxShopsPerAddress?: number;
  /**
   * Host names the mock answers besides loopback names, IP addresses and this machine's own names
   * (`--allow-host`; server/host-allow.ts). The hosts of `allowOrigins` are added.
   */
  allowHosts?: readonly string[];
  /** Idle time after which a created shop is dropped, ms; default 24 h. */
  shopIdleMs?: number;
  /** Origins besides the mock's own that may drive /__mock (`--allow-origin`, e.g. behind a TLS proxy). */
  allowOrigins?: readonly string[];
  /** `--open-shops` (CI, single user): shops need no owner key and the list shows every id. */
  openShops?: boolean;
  /** Proxy mode (`--proxy URL`): /api goes to this backend, read through the contracts (server/proxy/). */
  proxy?: ProxyOptions & {
    /** `--record DIR`: each exchange as one JSON file, credentials replaced. */
    recordDir?: string;
  };
}

export type MockApp = Express & {
  /** Resolves once the shop is seeded or loaded; requests wait for it anyway. */
  ready: Promise<void>;
  /** Writes the state file now (no-op without one): call before exiting. */
  flushState(): Promise<void>;
  /** Stops the state file's timers (the server is closing). */
  stopState(): void;
  /** The shops this server holds (the default one and those made by POST /__mock/shops). */
  shops: Shops;
  /** The names the Host guard lets through besides loopback names and addresses (for the start-up banner). */
  allowedHosts: string[];
};

const MOCK_PREFIXES = ['/api', '/mock-img', '/__mock'];
const isMockPath = (p: string) => MOCK_PREFIXES.some((pre) => p === pre || p.startsWith(`${pre}/`));

export function createApp(opts: AppOptions = {}): MockApp {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // A TLS proxy on this machine may say who the client is and that it came over https (X-Forwarded-For,
  // -Proto): req.ip (per-address limits) and req.secure (Secure cookies). Nobody else is believed.
  app.set('trust proxy', 'loopback');
  const originHosts = (opts.allowOrigins ?? []).map((o) => new URL(o).hostname);
  const hosts = hostAllowList([...(opts.allowHosts ?? []), ...originHosts]);
  app.use(hostGuard(hosts));
  app.use(pathGuard);
  const runClock = new RunClock();
  const shops = new Shops({
    runNow: () => runClock.now(),
    maxShops: opts.maxShops ?? DEFAULT_MAX_SHOPS,
    ...(opts.maxShopsPerTester === undefined ? {} : { maxPerTester: opts.maxShopsPerTester }),
    ...(opts.maxShopsPerAddress === undefined ? {} : { maxPerAddress: opts.maxShopsPerAddress }),
    idleMs: opts.shopIdleMs ?? DEFAULT_SHOP_IDLE_MS,
    open: opts.openShops ?? false,
  });
  const state: StateFile | null = opts.stateFile ? stateFile(resolve(opts.stateFile), shops, { runClock }) : null;
  const ready = (async () => {
    if (state && (await state.load())) return;
    await resetDb(opts.seed === undefined ? {} : { seed: opts.seed });
    state?.touched(shops.default.id);
  })();

  app.use(async (_req, _res, next) => {
    await ready;
    next();
  });
  app.use(bodyLimit);
  // Any answered request may have changed the shop it named (GETs too: lazy order expiry, logout):
  // the state file rewrites that shop's file, and only it. Refused requests (4xx/5xx) changed nothing.
  if (state) {
    app.use((req, res, next) => {
      res.on('finish', () => {
        if (res.statusCode < 400) state.touched(requestedShop(req) ?? shops.default.id);
      });
      next();
    });
  }
  app.use('/__mock', mockControlGuard(opts.allowOrigins));

  let openapi: string | null = null;
  app.get('/api/openapi.json', (_req, res) => {
    openapi ??= JSON.stringify(buildOpenApi(), null, 2);
    res.type('application/json').send(openapi);
  });

  // Shops first (creating one must work whatever shop the caller's cookie names), then every mock route
  // runs in the caller's shop: header X-Mock-Shop, else cookie mock_shop, else the default shop.
  const drift = opts.proxy ? new DriftLog(opts.proxy.backend) : null;
  const recorder = opts.proxy?.recordDir ? new Recorder(resolve(opts.proxy.recordDir)) : null;
  // Files of --state the mock could not restore and kept aside (the control page lists them).
  app.get('/__mock/state', async (_req, res) => {
    res.json(state ? { kept: true, setAside: await state.setAside() } : { kept: false, setAside: [] });
  });
  app.get('/__mock/drift', (_req, res) => {
    const recording = recorder ? { recording: recorder.status() } : {};
    res.json(drift ? { ...drift.report(), ...recording } : { backend: null, endpoints: [] });
  });
  if (opts.proxy) app.use('/api', proxyApi(opts.proxy, drift as DriftLog, recorder));
  app.use('/__mock', controlPage(), shopRoutes(shops));
  app.use(['/api', '/__mock'], shopContext(shops));
  app.use(MOCK_PREFIXES, mswAdapter(handlers));

  app.use('/api', (req, res) => {
    const path = `${req.baseUrl}${req.path}`.replace(/\/+$/, '');
    const allow = allowedMethods(path);
    if (allow.length > 0) {
      res.status(405).set('Allow', allow.join(', '));
      res.json({
        code: 405,
        message: `Method ${req.method} not allowed on ${req.originalUrl}; use ${allow.join(' or ')}`,
      });
      return;
    }
    res.status(404).json({ code: 404, message: `No endpoint ${req.method} ${path}` });
  });
  app.use(['/__mock', '/mock-img'], (req, res) => {
    res.status(404).json({ error: `unknown mock route ${req.method} ${req.originalUrl}` });
  });

  if (opts.staticDir) serveStatic(app, opts.staticDir, isMockPath);

  app.use((req, res) => {
    res.status(404).json({ code: 404, message: `Not found: ${req.method} ${req.path}` });
  });
  app.use(jsonErrors);

  return Object.assign(app, {
    ready,
    shops,
    allowedHosts: [...hosts.names, ...hosts.domains],
    flushState: async () => state?.flush(),
    stopState: () => state?.stop(),
  });
}

/** Never an HTML error page or a stack trace: the client (and curl) always gets JSON. */
const jsonErrors: ErrorRequestHandler = (err, req, res, _next) => {
  const e = err as { status?: number; statusCode?: number; expose?: boolean; message?: string };
  const status = e.status ?? e.statusCode ?? 500;
  if (status >= 500) console.error(`[mock] ${req.method} ${req.originalUrl} failed:`, err);
  if (res.headersSent) return void res.end();
  const message = status < 500 && e.expose && e.message ? e.message : 'Internal error';
  res.status(status).json({ code: status, message });
};
