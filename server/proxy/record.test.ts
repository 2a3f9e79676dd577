import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authEndpoints } from '@contracts/auth';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import { endpointById as find } from '@contracts/index';
import { OPERATION_PASSWORD_HEADER } from '@contracts/payments';
import { persona } from '@mocks/core/personas';
import { DEMO_OPERATION_PASSWORD } from '@mocks/domains/payments/table';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMockServer, startMockServer } from '../start';
import { isCredentialName } from './credentials';
import { type Exchange, loadExchanges, recordedNames } from './record';

/**
 * `--record DIR` over real HTTP, the proxy in front of a second mock server as staging: a login, an
 * offline payment (its password in a header) and a query carrying `?token=`. The recording holds none of
 * the secrets, and each recorded answer, read with the client's own reader, gives what the live answer gave
 * (placeholders aside, which keep the format). Sessions add files, never replace them; a directory removed
 * mid-run is made again; one that cannot be made is reported.
 */
const endpointById = (id: string): AnyEndpoint => {
  const e = find(id);
  if (!e) throw new Error(`no endpoint ${id}`);
  return e;
};
const QUERY_SECRET = 'q5ecret-Access-77';
const JSON_TYPE = { 'content-type': 'application/json', lang: 'en' };

let backend: RunningMockServer;
let root: string;
beforeAll(async () => {
  backend = await startMockServer({ openShops: true });
  root = await mkdtemp(join(tmpdir(), 'mall-rec-'));
});
afterAll(async () => {
  await backend.close();
  await rm(root, { recursive: true, force: true });
});

/** One call through the proxy as the app makes it; returns the live body the client got. */
async function call(
  proxy: RunningMockServer,
  endpoint: AnyEndpoint,
  input: Record<string, unknown>,
  opts: { token?: string; headers?: Record<string, string>; query?: Record<string, string> } = {},
): Promise<{ code: number; data?: unknown }> {
  const url = new URL(endpoint.path, proxy.url);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  if (endpoint.method === 'GET') for (const [k, v] of Object.entries(input)) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method: endpoint.method,
    headers: { ...JSON_TYPE, ...(opts.token ? { authorization: opts.token } : {}), ...opts.headers },
    ...(endpoint.method === 'POST' ? { body: JSON.stringify(input) } : {}),
  });
  return (await res.json()) as { code: number; data?: unknown };
}

/** The leaf paths where two JSON values differ (`data.authorization`), with both values. */
function differences(a: unknown, b: unknown, path = ''): Array<{ path: string; live: unknown; recorded: unknown }> {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) =>
      differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k),
    );
  }
  return Object.is(a, b) ? [] : [{ path, live: a, recorded: b }];
}
/** A value's format: each character by its class (digit, hex letter, other letter, by case). */
const classes = (v: unknown) =>
  String(v)
    .replace(/[0-9]/g, '9')
    .replace(/[a-f]/g, 'a')
    .replace(/[g-z]/g, 'z')
    .replace(/[A-F]/g, 'A')
    .replace(/[G-Z]/g, 'Z');

describe('recording proxy mode', () => {
  it('keeps no secret of a login, an offline payment or a tokened query, and reads back as live', async () => {
    const dir = join(root, 'secrets');
    const proxy = await startMockServer({ proxy: { backend: backend.url, recordDir: dir, timeoutMs: 10_000 } });
    const live: Array<{ endpoint: AnyEndpoint; body: unknown }> = [];
    const p = persona('normal');
    let token = '';
    let signature = '';
    try {
      const run = async (
        endpoint: AnyEndpoint,
        input: Record<string, unknown>,
        opts: Parameters<typeof call>[3] = {},
      ) => {
        const body = await call(proxy, endpoint, input, opts);
        live.push({ endpoint, body });
        return body;
      };
      // Login: the signature goes up, the session token comes back.
      const challenge = await run(authEndpoints.content, { address: p.address, inviteAddress: '' });
      signature = await new Wallet(p.privateKey).signMessage((challenge.data as { content: string }).content);
      const login = await run(authEndpoints.login, { address: p.address, signature });
      token = (login.data as { authorization: string }).authorization;
      // A tokened query: a credential in the URL, as some clients send one.
      await run(endpointById('goods.page'), { page: 1, size: 3 }, { token, query: { token: QUERY_SECRET } });
      // An order paid offline: the operation password in a header.
      const page = await run(endpointById('goods.page'), { page: 1, size: 8 }, { token });
      const goodsIds = (page.data as { data: Array<{ spu: { goodsId: string } }> }).data.map((g) => g.spu.goodsId);
      let orderId = '';
      for (const goodsId of goodsIds) {
        const detail = await run(endpointById('goods.detail'), { goodsId }, { token });
        type Detail = { v1Skus?: Array<{ v2Skus: Array<{ sku: { skuId: string } }> }> };
        const skuId = (detail.data as Detail).v1Skus?.[0]?.v2Skus[0]?.sku.skuId;
        if (!skuId) continue;
        const submit = await run(endpointById('orders.submit'), { skuId, num: 1, expressType: 0 }, { token });
        if (submit.code === 0) {
          orderId = submit.data as string;
          break;
        }
      }
      expect(orderId).not.toBe('');
      const paid = await run(
        endpointById('payments.offlinePay'),
        { orderId },
        { token, headers: { [OPERATION_PASSWORD_HEADER]: DEMO_OPERATION_PASSWORD } },
      );
      expect(paid.code).toBe(0);
      await expect.poll(async () => (await loadExchanges(dir)).length, { timeout: 5000 }).toBe(live.length);
    } finally {
      await proxy.close();
    }

    const exchanges = await loadExchanges(dir);
    const raw = (await Promise.all(exchanges.map((e) => readFile(join(dir, e.file), 'utf8')))).join('\n');
    for (const secret of [token, signature.slice(2, 40), QUERY_SECRET, p.address.slice(2).toLowerCase()]) {
      expect(raw.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    const offline = exchanges.find((e) => e.endpoint === 'payments.offlinePay') as Exchange;
    expect(offline.request.headers[OPERATION_PASSWORD_HEADER]).toMatch(/^\d{6}$/);
    expect(offline.request.headers[OPERATION_PASSWORD_HEADER]).not.toBe(DEMO_OPERATION_PASSWORD);
    const queried = exchanges.find((e) => e.request.query.token)?.request.query.token;
    expect(classes(queried)).toBe(classes(QUERY_SECRET));

    // Each recording, read as the app reads it, gives what the live answer gave: the same verdict and drift,
    // the same data but for credentials, whose placeholders keep the format.
    expect(exchanges.map((e) => e.endpoint)).toEqual(live.map((l) => l.endpoint.id));
    exchanges.forEach((ex, i) => {
      const { endpoint, body } = live[i] as (typeof live)[number];
      const fromLive = endpoint.readResponse(body);
      const fromRecording = endpoint.readResponse(ex.response.body);
      expect(fromRecording.usable, ex.file).toBe(true);
      expect(fromRecording.drift, ex.file).toEqual(fromLive.drift);
      for (const d of differences(fromLive, fromRecording)) {
        // Only a credential field (its placeholder in the same character classes) or a text holding a wallet
        // address (its placeholder as long) may differ.
        const credential = isCredentialName(d.path.split('.').pop() ?? '');
        const address = /0x[0-9a-fA-F]{40}/.test(String(d.live));
        expect({ file: ex.file, path: d.path, redacted: credential || address }).toEqual({
          file: ex.file,
          path: d.path,
          redacted: true,
        });
        if (credential) expect(classes(d.recorded)).toBe(classes(d.live));
        else expect(String(d.recorded)).toHaveLength(String(d.live).length);
      }
    });
    const login = exchanges.find((e) => e.endpoint === 'auth.login') as Exchange;
    expect(authEndpoints.login.readResponse(login.response.body)).toMatchObject({
      usable: true,
      data: { authorization: expect.stringMatching(/^[0-9a-f]{32}$/) },
      drift: [],
    });
  }, 60_000);
});

describe('recording sessions and the directory', () => {
  // A write in progress is a dot-file until it takes its name. The tests below wait on the recorded names: on the
  // raw listing they once saw the temporary file alone (under load: "expected '.23230.recording.tmp'").
  it('lists recorded exchanges in order, never a write in progress', async () => {
    const dir = await mkdtemp(join(root, 'names-'));
    for (const f of ['0010-GET-b.json', `.${process.pid}.recording.tmp`, '0002-POST-a.json', 'notes.txt'])
      await writeFile(join(dir, f), '{}');
    expect(await recordedNames(dir)).toEqual(['0002-POST-a.json', '0010-GET-b.json']);
  });

  const feed = (proxy: RunningMockServer) => call(proxy, endpointById('goods.page'), { page: 1, size: 1 });

  it('numbers a new session after the last one and never replaces a file', async () => {
    const dir = join(root, 'sessions');
    const first = await startMockServer({ proxy: { backend: backend.url, recordDir: dir } });
    await feed(first);
    await feed(first);
    await expect.poll(async () => (await recordedNames(dir)).length, { timeout: 5000 }).toBe(2);
    await first.close();
    const before = Object.fromEntries(
      await Promise.all(
        (await recordedNames(dir)).map(async (f) => [f, await readFile(join(dir, f), 'utf8')] as const),
      ),
    );
    const second = await startMockServer({ proxy: { backend: backend.url, recordDir: dir } });
    try {
      await feed(second);
      await expect.poll(async () => (await recordedNames(dir)).length, { timeout: 5000 }).toBe(3);
      const names = await recordedNames(dir);
      expect(names.map((n) => n.slice(0, 4))).toEqual(['0001', '0002', '0003']);
      for (const [f, text] of Object.entries(before)) expect(await readFile(join(dir, f), 'utf8')).toBe(text);
    } finally {
      await second.close();
    }
  });

  it('makes a removed directory again, and reports one it cannot make', async () => {
    const dir = join(root, 'vanishing');
    const proxy = await startMockServer({ proxy: { backend: backend.url, recordDir: dir } });
    try {
      await feed(proxy);
      await expect.poll(async () => (await recordedNames(dir).catch(() => [])).length, { timeout: 5000 }).toBe(1);
      await rm(dir, { recursive: true });
      await feed(proxy);
      await expect.poll(async () => (await recordedNames(dir).catch(() => [])).length, { timeout: 5000 }).toBe(1);
      expect(await recordedNames(dir)).toEqual([expect.stringMatching(/^0002-/)]);

      // Now something that is not a directory stands where it was: every write fails, and says so.
      await rm(dir, { recursive: true });
      await writeFile(dir, 'not a directory');
      await chmod(dir, 0o444);
      await feed(proxy);
      const report = async () =>
        (
          (await (await fetch(`${proxy.url}/__mock/drift`)).json()) as {
            recording?: { failed: number; written: number; lastError?: { message: string } };
          }
        ).recording;
      await expect.poll(async () => (await report())?.failed, { timeout: 5000 }).toBe(1);
      expect(await report()).toMatchObject({
        written: 2,
        lastError: { message: expect.stringMatching(/EEXIST|ENOTDIR/) },
      });
    } finally {
      await proxy.close();
    }
  });
});
