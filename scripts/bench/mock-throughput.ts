/**
 * `npm run bench:mock` — a benchmark, not a test. Starts the Express mock in this process on loopback,
 * signs a persona in over HTTP, then for a bounded time per case drives it with N concurrent keep-alive
 * clients (Node's fetch): the goods feed (goods.page, a POST in the contract) and order submit
 * (orders.submit), each next to a bare Express handler answering the same JSON bytes. Prints requests,
 * req/s, p50/p99 latency and errors per case. The shop is reset before each mock case; the submitted SKU
 * gets ample stock and no purchase limit so the run measures the mock, not a sold-out answer.
 *
 * Options: `--seconds=5` (measured per case), `--concurrency=16`, `--warmup=0.5`; or $BENCH_SECONDS,
 * $BENCH_CONCURRENCY, $BENCH_WARMUP. `--state` adds, next to each mock case, the same case against a second
 * mock with a state directory (a fresh temp one, as `--state DIR`), in three alternating rounds so the
 * machine's load weighs on both alike, and prints the ratio of the two. Exits 1 when the mock answers a non-envelope or most requests of a
 * case fail. Clients and server share one event loop: compare the rows, not the absolute figures.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { goodsEndpoints } from '@contracts/goods';
import { ordersEndpoints } from '@contracts/orders';
import { now } from '@mocks/core/clock';
import { skus, spus } from '@mocks/domains/goods/table';
import express from 'express';
import { httpLogin } from '../../server/http-client';
import { startMockServer } from '../../server/start';
import { type CaseResult, drive, formatTable, judge, parseOptions, summarize, verdict } from './mock-throughput-lib';

const PERSONA = 'normal';
const FEED_INPUT = JSON.stringify({ page: 1, size: 10 });
const STOCK = 10_000_000;

let opts: ReturnType<typeof parseOptions>;
try {
  opts = parseOptions(process.argv.slice(2), process.env);
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}

const post = (url: string, body: string, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      lang: 'en',
      accept: 'application/json',
      'content-type': 'application/json',
      ...(token ? { authorization: token } : {}),
    },
    body,
  });

/** One request: its outcome and, for errors, a short description. */
async function call(url: string, body: string, token?: string) {
  const res = await post(url, body, token);
  const text = await res.text();
  const outcome = judge(res.status, text);
  return { outcome, detail: outcome === 'ok' ? '' : `HTTP ${res.status} ${text.slice(0, 120)}`, text };
}

/** A normal goods SKU on sale, widened to ample stock with no purchase limit (after each reset). */
async function benchSku(): Promise<string> {
  const pick = skus
    .findMany((q) => q.where({ mintStatus: 3 }))
    .find((k) => {
      const spu = spus.findFirst((q) => q.where({ goodsId: k.goodsId }));
      return spu?.type === 0 && spu.status === 4 && (spu.saleTime ?? 0) <= now();
    });
  if (!pick) throw new Error('no normal goods on sale in the seed');
  await skus.update((q) => q.where({ skuId: pick.skuId }), {
    data(r) {
      r.total = r.sales + STOCK;
      r.stock = STOCK;
      r.limitNum = -1;
    },
  });
  await spus.update((q) => q.where({ goodsId: pick.goodsId }), {
    data(r) {
      r.total = r.sales + STOCK;
      r.stock = STOCK;
      r.limitNum = -1;
    },
  });
  return pick.skuId;
}

const withState = process.argv.includes('--state');

async function main(): Promise<number> {
  const stateDir = withState ? await mkdtemp(join(tmpdir(), 'bench-mock-state-')) : null;
  const mock = await startMockServer();
  // Same process, so the same default shop: only the state file's writes differ.
  const stateful = stateDir ? await startMockServer({ stateFile: stateDir }) : null;
  const feedUrl = new URL(goodsEndpoints.page.path, mock.url).href;
  const submitUrl = new URL(ordersEndpoints.submit.path, mock.url).href;
  const reset = async () => {
    const r = await fetch(`${mock.url}/__mock/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!r.ok) throw new Error(`reset failed: HTTP ${r.status}`);
    return httpLogin(mock.url, PERSONA);
  };

  // The bodies the bare app answers: what the mock really returned for the same requests.
  let token = await reset();
  const feed = await call(feedUrl, FEED_INPUT, token);
  if (feed.outcome !== 'ok') throw new Error(`goods feed probe failed: ${feed.detail}`);
  const submitBody = JSON.stringify({ skuId: await benchSku(), num: 1, expressType: 0 });
  const submit = await call(submitUrl, submitBody, token);
  if (submit.outcome !== 'ok') throw new Error(`order submit probe failed: ${submit.detail}`);

  const bareApp = express();
  bareApp.disable('x-powered-by');
  bareApp.set('etag', false);
  bareApp.post(goodsEndpoints.page.path, (_req, res) => void res.type('application/json').send(feed.text));
  bareApp.post(ordersEndpoints.submit.path, (_req, res) => void res.type('application/json').send(submit.text));
  const bare = await new Promise<ReturnType<typeof bareApp.listen>>((resolve, reject) => {
    const s = bareApp.listen(0, '127.0.0.1', (e?: Error) => (e ? reject(e) : resolve(s)));
  });
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

  console.log(
    `bench:mock — node ${process.version}, ${opts.concurrency} clients, ${opts.seconds} s per case ` +
      `(+${opts.warmup} s warm-up), persona ${PERSONA}, in-process server on loopback` +
      (stateDir ? `, mock --state ${stateDir} alternating with the mock without` : ''),
  );
  console.log(`feed body ${feed.text.length} bytes, submit body ${submit.text.length} bytes\n`);

  const cases: Array<{ name: string; mock: boolean; send: (t: string) => ReturnType<typeof call> }> = [
    { name: `${goodsEndpoints.page.id} (mock)`, mock: true, send: (t) => call(feedUrl, FEED_INPUT, t) },
    {
      name: `${goodsEndpoints.page.id} (bare express)`,
      mock: false,
      send: (t) => call(`${bareUrl}${goodsEndpoints.page.path}`, FEED_INPUT, t),
    },
    { name: `${ordersEndpoints.submit.id} (mock)`, mock: true, send: (t) => call(submitUrl, submitBody, t) },
    {
      name: `${ordersEndpoints.submit.id} (bare express)`,
      mock: false,
      send: (t) => call(`${bareUrl}${ordersEndpoints.submit.path}`, submitBody, t),
    },
  ];
  if (stateful) {
    const at = (url: string) => new URL(new URL(url).pathname, stateful.url).href;
    cases.splice(
      0,
      cases.length,
      ...[1, 2, 3].flatMap((round) => [
        {
          name: `${goodsEndpoints.page.id} (mock) #${round}`,
          mock: true,
          send: (t: string) => call(feedUrl, FEED_INPUT, t),
        },
        {
          name: `${goodsEndpoints.page.id} (mock --state) #${round}`,
          mock: true,
          send: (t: string) => call(at(feedUrl), FEED_INPUT, t),
        },
        {
          name: `${ordersEndpoints.submit.id} (mock) #${round}`,
          mock: true,
          send: (t: string) => call(submitUrl, submitBody, t),
        },
        {
          name: `${ordersEndpoints.submit.id} (mock --state) #${round}`,
          mock: true,
          send: (t: string) => call(at(submitUrl), submitBody, t),
        },
      ]),
    );
  }
  const results: CaseResult[] = [];
  /** This process's CPU time per case (clients and server): less swayed by other processes than req/s. */
  const cpuMs = new Map<string, number>();
  for (const c of cases) {
    if (c.mock) {
      token = await reset();
      await benchSku();
    }
    const t = token;
    if (opts.warmup > 0) await drive(c.name, opts.warmup * 1000, opts.concurrency, () => c.send(t));
    const cpuBefore = process.cpuUsage();
    const r = await drive(c.name, opts.seconds * 1000, opts.concurrency, () => c.send(t));
    const cpu = process.cpuUsage(cpuBefore);
    cpuMs.set(r.name, (cpu.user + cpu.system) / 1000);
    results.push(r);
    process.stderr.write(`  done: ${c.name}\n`);
  }

  console.log(formatTable(results.map(summarize)));
  for (const r of results) {
    if (r.errors > 0) console.log(`\n${r.name}: ${r.errors} errors, e.g. ${r.samples.join(' | ')}`);
  }
  bare.closeAllConnections();
  await new Promise<void>((resolve) => bare.close(() => resolve()));
  if (stateful) {
    // Requests per second summed over the rounds, with the state directory against without.
    const sum = (prefix: string, f: (r: CaseResult) => number) =>
      results.filter((r) => r.name.startsWith(prefix)).reduce((n, r) => n + f(r), 0);
    const rate = (prefix: string) => (sum(prefix, (r) => r.requests) * 1000) / sum(prefix, (r) => r.elapsedMs);
    const cpuPerRequest = (prefix: string) =>
      sum(prefix, (r) => cpuMs.get(r.name) ?? 0) / sum(prefix, (r) => r.requests);
    console.log('');
    for (const id of [goodsEndpoints.page.id, ordersEndpoints.submit.id]) {
      const without = rate(`${id} (mock) `);
      const withState = rate(`${id} (mock --state) `);
      const cpuWithout = cpuPerRequest(`${id} (mock) `);
      const cpuWith = cpuPerRequest(`${id} (mock --state) `);
      const pct = (a: number, b: number) => `${((a / b - 1) * 100).toFixed(1)} %`;
      console.log(
        `${id}: ${without.toFixed(0)} req/s without --state, ${withState.toFixed(0)} with (${pct(withState, without)}); ` +
          `CPU ${cpuWithout.toFixed(2)} ms/request without, ${cpuWith.toFixed(2)} with (${pct(cpuWith, cpuWithout)})`,
      );
    }
    await stateful.close();
  }
  await mock.close();
  if (stateDir) await rm(stateDir, { recursive: true, force: true });
  const why = verdict(results);
  if (why) {
    console.error(`\nFAIL: ${why}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error('bench:mock failed:', e);
    process.exit(1);
  },
);
