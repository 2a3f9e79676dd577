import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAllowed, hostAllowList } from './host-allow';
import { type RawResponse, rawRequest, setCookies } from './raw-request';
import { type RunningMockServer, startMockServer } from './start';

/**
 * The mock on a LAN, over real HTTP: which Host names it answers (DNS rebinding), how many shops one caller
 * may hold (restarts included), who may drive the shared default shop, what the shop list shows strangers,
 * and the cookies' attributes. "Another machine" is a request forwarded by a proxy on this one
 * (X-Forwarded-For, which the mock believes from loopback only); "another caller" on this machine comes
 * from 127.0.0.2.
 */
const LAN_PEER = { 'x-forwarded-for': '192.168.1.50' };

const created = (res: RawResponse) => res.json as { id: string; key: string; tester: string };
/** The cookie header a browser would send back after these answers (name=value pairs only). */
const jar = (...answers: RawResponse[]) =>
  answers
    .flatMap(setCookies)
    .map((c) => c.split(';')[0])
    .join('; ');

describe('the Host allow-list', () => {
  let srv: RunningMockServer;
  beforeAll(async () => {
    srv = await startMockServer({ allowHosts: ['qa-box', '.qa.example'] });
  });
  afterAll(() => srv.close());
  const as = (host: string, path = '/__mock/shops', extra: Record<string, string> = {}) =>
    rawRequest(srv.url, { path, headers: { host: `${host}:${srv.port}`, ...extra } });

  it('refuses a rebinding page (its own name as Host, its own Origin) before any route, and changes nothing', async () => {
    const evil = { origin: `http://evil.example:${srv.port}` };
    for (const path of ['/__mock/shops', '/__mock/', '/api/v/goods/page?page=1&size=1', '/']) {
      const res = await as('evil.example', path, evil);
      expect(res.status, path).toBe(403);
      expect(res.json).toMatchObject({ code: 403, message: expect.stringContaining('"evil.example"') });
    }
    const before = srv.app.shops.all().length;
    const make = await rawRequest(srv.url, {
      method: 'POST',
      path: '/__mock/shops',
      headers: { host: `evil.example:${srv.port}`, ...evil },
      body: '{}',
    });
    expect(make.status).toBe(403);
    const reset = await rawRequest(srv.url, {
      method: 'POST',
      path: '/__mock/scenario',
      headers: { host: `evil.example:${srv.port}`, ...evil },
      body: '{"name":"server-error"}',
    });
    expect(reset.status).toBe(403);
    expect(srv.app.shops.all()).toHaveLength(before);
    expect((await rawRequest(srv.url, { path: '/__mock/health' })).json).toMatchObject({ scenarios: [] });
  });

  it('answers loopback names, addresses, this machine’s name and the names it was given', async () => {
    for (const host of ['127.0.0.1', 'localhost', 'app.localhost', '[::1]', '10.1.2.3', hostname(), 'qa-box']) {
      expect((await as(host)).status, host).toBe(200);
    }
    expect((await as('QA-BOX.')).status).toBe(200);
    expect((await as('shop.qa.example')).status).toBe(200);
    expect((await as('qa.example')).status).toBe(200);
    expect((await as('qa-box.evil.example')).status).toBe(403);
    expect((await as('notqa.example')).status).toBe(403);
  });

  it('reads the name without its port, and refuses an empty Host', () => {
    const list = hostAllowList(['qa-box'], 'vm');
    expect(hostAllowed('qa-box:8787', list)).toBe(true);
    expect(hostAllowed('vm.local', list)).toBe(true);
    expect(hostAllowed('[fe80::1]:80', list)).toBe(true);
    expect(hostAllowed('', list)).toBe(false);
    expect(hostAllowed('qa-box.:1', list)).toBe(true);
    expect(hostAllowed('evil.example', list)).toBe(false);
  });
});

describe('creating shops, per caller and in total', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mall-lan-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const limits = { maxShops: 6, maxShopsPerTester: 2, maxShopsPerAddress: 4 };
  const create = (srv: RunningMockServer, cookie = '', localAddress?: string) =>
    rawRequest(srv.url, {
      method: 'POST',
      path: '/__mock/shops',
      headers: cookie ? { cookie } : {},
      body: '{}',
      ...(localAddress ? { localAddress } : {}),
    });

  it('lets no one caller fill the host, and counts the shops a restart brings back', async () => {
    const stateFile = join(dir, 'state');
    const first = await startMockServer({ ...limits, stateFile });
    let alice = '';
    try {
      // A browser: keeps its cookies. Two shops, then the per-tester limit.
      const one = await create(first);
      expect(one.status).toBe(201);
      alice = jar(one);
      const two = await create(first, alice);
      expect(two.status).toBe(201);
      alice = jar(one, two);
      const three = await create(first, alice);
      expect(three.status).toBe(429);
      expect(three.json).toMatchObject({ message: expect.stringContaining('--max-shops-per-tester 2') });

      // A script that drops its cookies to look new each time: stopped by its address, short of the cap.
      const rotating: number[] = [];
      for (let i = 0; i < 6; i++) rotating.push((await create(first)).status);
      expect(rotating).toEqual([201, 201, 429, 429, 429, 429]);
      expect(first.app.shops.all()).toHaveLength(1 + 4);

      // Another caller still gets a shop: the cap was not filled.
      const other = await create(first, '', '127.0.0.2');
      expect(other.status).toBe(201);
      await first.app.flushState();
    } finally {
      await first.close();
    }

    // After a restart the same shops count: Alice is still at her limit, her address too.
    const second = await startMockServer({ ...limits, stateFile });
    try {
      expect(second.app.shops.all()).toHaveLength(1 + 5);
      const again = await create(second, alice, '127.0.0.3');
      expect(again.status).toBe(429);
      expect(again.json).toMatchObject({ message: expect.stringContaining('--max-shops-per-tester') });
      expect((await create(second)).status).toBe(429);
      // Positive control: a caller from an address with no shops gets the sixth place, then the cap holds.
      expect((await create(second, '', '127.0.0.4')).status).toBe(201);
      const full = await create(second, '', '127.0.0.5');
      expect(full.status).toBe(429);
      expect(full.json).toMatchObject({ message: expect.stringContaining('the cap is 6') });
    } finally {
      await second.close();
    }
  });
});

describe('the shared default shop and the shop list', () => {
  let srv: RunningMockServer;
  beforeAll(async () => {
    srv = await startMockServer({});
  });
  afterAll(() => srv.close());

  it('lets another machine use the default shop but not force its scenarios without the host key', async () => {
    const force = (headers: Record<string, string>) =>
      rawRequest(srv.url, { method: 'POST', path: '/__mock/scenario', headers, body: '{"name":"server-error"}' });
    const stranger = await force(LAN_PEER);
    expect(stranger.status).toBe(403);
    expect(stranger.json).toMatchObject({ message: expect.stringContaining('host key') });
    for (const path of ['/__mock/reset', '/__mock/clock', '/__mock/persona']) {
      const res = await rawRequest(srv.url, { method: 'POST', path, headers: LAN_PEER, body: '{"persona":"normal"}' });
      expect(res.status, path).toBe(403);
    }
    // The app itself still works there, and nothing was forced.
    const feed = await rawRequest(srv.url, {
      method: 'POST',
      path: '/api/v/goods/page',
      headers: LAN_PEER,
      body: '{"page":1,"size":1}',
    });
    expect(feed.json).toMatchObject({ code: 0 });
    expect((await rawRequest(srv.url, { path: '/__mock/health' })).json).toMatchObject({ scenarios: [] });

    // The host key opens it, by header or once claimed into a browser's cookie; so does this machine.
    const key = srv.app.shops.default.key as string;
    expect((await force({ ...LAN_PEER, 'X-Mock-Shop-Key': key })).status).toBe(200);
    const wrongClaim = await rawRequest(srv.url, {
      method: 'POST',
      path: '/__mock/shops/default/claim',
      headers: LAN_PEER,
      body: JSON.stringify({ key: '0'.repeat(32) }),
    });
    expect(wrongClaim.status).toBe(403);
    const claim = await rawRequest(srv.url, {
      method: 'POST',
      path: '/__mock/shops/default/claim',
      headers: LAN_PEER,
      body: JSON.stringify({ key }),
    });
    expect(claim.status).toBe(200);
    expect((await force({ ...LAN_PEER, cookie: jar(claim) })).status).toBe(200);
    expect((await force({})).status).toBe(200);
    expect((await rawRequest(srv.url, { method: 'POST', path: '/__mock/reset', body: '{}' })).status).toBe(200);
  });

  it('shows a stranger other testers’ shops without their ids, named ones by name', async () => {
    const unnamed = created(await rawRequest(srv.url, { method: 'POST', path: '/__mock/shops', body: '{}' }));
    const named = created(
      await rawRequest(srv.url, { method: 'POST', path: '/__mock/shops', body: '{"name":"ana","persona":"normal"}' }),
    );
    const list = await rawRequest(srv.url, { path: '/__mock/shops', headers: LAN_PEER });
    expect(list.body).not.toContain(unnamed.id);
    expect(list.body).not.toContain(named.id);
    const shops = (list.json as { shops: Array<Record<string, unknown>> }).shops;
    expect(shops).toContainEqual({ name: 'ana', persona: 'normal', mine: false });
    expect(shops).toContainEqual({ mine: false });
    // Positive control: its owner sees it with its id.
    const own = await rawRequest(srv.url, { path: '/__mock/shops', headers: { 'X-Mock-Shop-Key': unnamed.key } });
    expect(own.body).toContain(unnamed.id);
  });

  it('sets cookies with a Max-Age, and Secure when reached over https through a local proxy', async () => {
    const plain = await rawRequest(srv.url, { method: 'POST', path: '/__mock/shops', body: '{}' });
    const cookies = setCookies(plain);
    expect(cookies).toHaveLength(2); // the owner key and the tester id
    for (const c of cookies) {
      expect(c).toMatch(/; Max-Age=7776000;/);
      expect(c).toMatch(/; HttpOnly/);
      expect(c).toMatch(/; SameSite=Strict/);
      expect(c).not.toMatch(/; Secure/);
    }
    const { id, key } = created(plain);
    const use = await rawRequest(srv.url, {
      method: 'POST',
      path: `/__mock/shops/${id}/use`,
      headers: { 'X-Mock-Shop-Key': key, 'x-forwarded-proto': 'https' },
      body: '{}',
    });
    expect(setCookies(use)).toEqual([
      expect.stringMatching(/^mock_shop=.*; Max-Age=7776000;.*; Secure; .*SameSite=Lax/),
    ]);
    const tls = await rawRequest(srv.url, {
      method: 'POST',
      path: '/__mock/shops',
      headers: { 'x-forwarded-proto': 'https' },
      body: '{}',
    });
    for (const c of setCookies(tls)) expect(c).toMatch(/; Secure/);
  });
});
