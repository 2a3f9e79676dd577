import { parseArgs } from 'node:util';
import { configureChain } from '@mocks/domains/chain/settings';
import { parseAllowedHost } from './host-allow';
import { isLoopbackHost, parseAllowedOrigins } from './mock-guard';
import { startMockServer } from './start';

/**
 * `tsx server/main.ts [--port 8787] [--host 127.0.0.1] [--allow-host qa-box ...] [--static dist] [--state DIR]
 *   [--seed N] [--block-time MS] [--max-shops 100] [--max-shops-per-tester 10] [--max-shops-per-address 30]
 *   [--shop-idle-minutes 1440] [--allow-origin https://qa.example ...] [--open-shops]
 *   [--proxy https://staging.example [--proxy-timeout MS] [--record DIR] [--fallback]]`
 * (npm run mock-server / npm run serve:mock). Default port 8787, or $PORT.
 */
export const DEFAULT_PORT = 8787;

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    static: { type: 'string' },
    state: { type: 'string' },
    seed: { type: 'string' },
    'block-time': { type: 'string' },
    'max-shops': { type: 'string' },
    'max-shops-per-tester': { type: 'string' },
    'max-shops-per-address': { type: 'string' },
    'allow-host': { type: 'string', multiple: true },
    'shop-idle-minutes': { type: 'string' },
    'allow-origin': { type: 'string', multiple: true },
    'open-shops': { type: 'boolean' },
    proxy: { type: 'string' },
    'proxy-timeout': { type: 'string' },
    record: { type: 'string' },
    fallback: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(
    'usage: tsx server/main.ts [--port 8787] [--host 127.0.0.1] [--static dist] [--state DIR] [--seed N]\n' +
      '  [--block-time MS] [--max-shops 100] [--shop-idle-minutes 1440] [--allow-origin ORIGIN]... [--open-shops]\n' +
      '  [--proxy URL [--proxy-timeout 15000] [--record DIR] [--fallback]]   (shops: POST /__mock/shops, control page /__mock/)',
  );
  process.exit(0);
}

function int(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a non-negative integer, got "${raw}"`);
    process.exit(2);
  }
  return n;
}

const port = int('port', values.port ?? process.env.PORT) ?? DEFAULT_PORT;
const seed = int('seed', values.seed);
// How long a sent tx stays pending in a freshly reset shop (default ~3 s, like BSC/BTY); /__mock/chain/settings changes it.
const blockTime = int('block-time', values['block-time']);
if (blockTime !== undefined) configureChain({ blockTimeMs: blockTime });
const maxShops = int('max-shops', values['max-shops']);
const perTester = int('max-shops-per-tester', values['max-shops-per-tester']);
const perAddress = int('max-shops-per-address', values['max-shops-per-address']);
const idleMinutes = int('shop-idle-minutes', values['shop-idle-minutes']);
let allowOrigins: string[] = [];
let allowHosts: string[] = [];
try {
  allowOrigins = parseAllowedOrigins(values['allow-origin'] ?? []);
  allowHosts = (values['allow-host'] ?? []).map(parseAllowedHost);
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
let proxy: string | undefined;
if (values.proxy !== undefined) {
  try {
    const url = new URL(values.proxy);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    proxy = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    console.error(`--proxy ${values.proxy}: expected the backend's URL, such as https://staging.example`);
    process.exit(2);
  }
} else if (values.record || values.fallback || values['proxy-timeout']) {
  console.error('--record, --fallback and --proxy-timeout need --proxy URL');
  process.exit(2);
}
const proxyTimeout = int('proxy-timeout', values['proxy-timeout']);
const running = await startMockServer({
  ...(proxy
    ? {
        proxy: {
          backend: proxy,
          fallback: values.fallback === true,
          ...(proxyTimeout === undefined ? {} : { timeoutMs: proxyTimeout }),
          ...(values.record ? { recordDir: values.record } : {}),
        },
      }
    : {}),
  allowOrigins,
  allowHosts,
  // CI and one-person use: no owner keys (Playwright workers each make their own shop and name it by id).
  openShops: values['open-shops'] === true,
  port,
  host: values.host,
  ...(values.static ? { staticDir: values.static } : {}),
  ...(values.state ? { stateFile: values.state } : {}),
  ...(seed === undefined ? {} : { seed }),
  ...(maxShops === undefined ? {} : { maxShops }),
  ...(perTester === undefined ? {} : { maxShopsPerTester: perTester }),
  ...(perAddress === undefined ? {} : { maxShopsPerAddress: perAddress }),
  ...(idleMinutes === undefined ? {} : { shopIdleMs: idleMinutes * 60_000 }),
});

console.log(`Mock backend listening on ${running.url}`);
if (!isLoopbackHost(values.host)) {
  // Anyone on this network can now use the default shop and create shops of their own.
  console.warn(
    `WARNING: --host ${values.host} exposes the mock beyond this machine. Its data is fake but shared, and its\n` +
      '  /__mock controls accept JSON from tools on the network. Use it only on a trusted network.\n' +
      `  It answers only these names (and any IP address): localhost, ${running.app.allowedHosts.join(', ')}; more with --allow-host NAME.`,
  );
}
if (values['open-shops'] !== true) {
  // The one secret a QA lead needs: what drives the shared default shop from another machine.
  console.log(
    `  Host key (drives the default shop's /__mock controls from other machines): ${running.app.shops.default.key}`,
  );
}
console.log(
  `  API ${running.url}/api/...   OpenAPI ${running.url}/api/openapi.json   health ${running.url}/__mock/health`,
);
if (values.static) console.log(`  App ${running.url}/ (from ${values.static})`);
if (values.state) console.log(`  State directory ${values.state}`);
if (proxy) {
  console.log(
    `  Proxy: /api → ${proxy}${values.fallback ? ' (the mock answers what it does not serve)' : ''}; drift at ${running.url}/__mock/drift` +
      (values.record ? `; recording to ${values.record}` : ''),
  );
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal}: saving state and closing`);
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      (e: Error) => {
        console.error(e.message);
        process.exit(1);
      },
    );
  });
}
