import { assetsEndpoints } from '@contracts/assets';
import { goodsEndpoints } from '@contracts/goods';
import { endpoints } from '@contracts/index';
import { invoicesEndpoints } from '@contracts/invoices';
import { lotteriesEndpoints } from '@contracts/lotteries';
import { describe, expect, it } from 'vitest';
import { callEndpoint, forceScenario, MOCK_ORIGIN, server } from '../node';
import { queueScenario, setupMockServer, tokenFor } from '../testing';
import { notServedPath } from './no-rest-services';

setupMockServer();

const NOT_SERVED = endpoints.filter((e) => e.path.startsWith('/api/rest/') || e.id === 'assets.tokenPage');
const text = (path: string) => `No static resource ${path.replace(/^\/api\//, '')}.`;

describe('scenario no-rest-services (B9)', () => {
  it('names the path as Spring does: no /api prefix, no leading slash, a full stop', () => {
    expect(notServedPath('/api/v/user/asset/token/page')).toBe('v/user/asset/token/page');
    expect(notServedPath('/api/rest/lottery/page')).toBe('rest/lottery/page');
    expect(notServedPath('/api/v/user/asset/page')).toBeNull();
    expect(notServedPath('/api/v/user/asset/token/page/x')).toBeNull();
  });

  it('answers every /rest/* endpoint and the token page with code 1 "No static resource <path>." (HTTP 200)', async () => {
    expect(NOT_SERVED.length).toBeGreaterThanOrEqual(11);
    await queueScenario({ name: 'no-rest-services' });
    const token = await tokenFor('normal');
    for (const e of NOT_SERVED) {
      const r = await callEndpoint(e, {}, { token });
      expect(r.status, e.id).toBe(200);
      expect(r.body, e.id).toEqual({ code: 1, message: text(e.path) });
    }
    // The message is Spring's, not localised.
    const zh = await callEndpoint(lotteriesEndpoints.page, {}, { token, lang: 'zh' });
    expect(zh.body.message).toBe('No static resource rest/lottery/page.');
  });

  it('lasts until reset when queued without a count, and leaves every other endpoint alone', async () => {
    await queueScenario({ name: 'no-rest-services' });
    const token = await tokenFor('normal');
    for (let i = 0; i < 3; i++) {
      expect((await callEndpoint(assetsEndpoints.tokenPage, {}, { token })).body.code).toBe(1);
      expect((await callEndpoint(assetsEndpoints.page, {}, { token })).body.code).toBe(0);
      expect((await callEndpoint(goodsEndpoints.page, {})).body.code).toBe(0);
    }
    await fetch(`${MOCK_ORIGIN}/__mock/reset`, { method: 'POST', body: '{}' });
    expect((await callEndpoint(assetsEndpoints.tokenPage, {}, { token: await tokenFor('normal') })).body.code).toBe(0);
  });

  it('with a path applies only there (a queue entry until reset)', async () => {
    await queueScenario({ name: 'no-rest-services', path: '/api/rest/lottery/*' });
    const token = await tokenFor('normal');
    for (let i = 0; i < 2; i++) {
      expect((await callEndpoint(lotteriesEndpoints.page, {}, { token })).body.code).toBe(1);
      expect((await callEndpoint(invoicesEndpoints.page, {}, { token })).body.code).toBe(0);
      expect((await callEndpoint(assetsEndpoints.tokenPage, {}, { token })).body.code).toBe(0);
    }
  });

  it('answers before any authentication, whatever the token: none, unknown or a frozen user’s (B9)', async () => {
    await queueScenario({ name: 'no-rest-services' });
    const notServed = { code: 1, message: 'No static resource v/user/asset/token/page.' };
    // The AuthenticationInterceptor lets a non-controller handler through; the resource handler answers.
    expect((await callEndpoint(assetsEndpoints.tokenPage, {})).body).toEqual(notServed);
    expect((await callEndpoint(assetsEndpoints.tokenPage, {}, { token: 'f'.repeat(32) })).body).toEqual(notServed);
    expect((await callEndpoint(assetsEndpoints.tokenPage, {}, { token: await tokenFor('frozen') })).body).toEqual(
      notServed,
    );
    expect((await callEndpoint(lotteriesEndpoints.page, {})).body).toEqual({
      code: 1,
      message: 'No static resource rest/lottery/page.',
    });
    // A served /v endpoint still authenticates (positive control).
    expect((await callEndpoint(assetsEndpoints.page, {})).body.code).toBe(301);
  });

  it('is chosen per request by header or query, and per test by scenarioHandler', async () => {
    const token = await tokenFor('normal');
    const byHeader = await callEndpoint(
      lotteriesEndpoints.page,
      {},
      { headers: { prefer: 'scenario=no-rest-services' } },
    );
    expect(byHeader.body.message).toBe('No static resource rest/lottery/page.');
    const q = await fetch(`${MOCK_ORIGIN}/api/v/user/asset/token/page?__scenario=no-rest-services`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await q.json()).toEqual({ code: 1, message: 'No static resource v/user/asset/token/page.' });
    expect((await callEndpoint(lotteriesEndpoints.page, {})).body.code).toBe(0);
    forceScenario(server, 'no-rest-services');
    expect((await callEndpoint(lotteriesEndpoints.page, {})).body.code).toBe(1);
    expect((await callEndpoint(assetsEndpoints.list, { goodsId: 'X' }, { token })).body.message).toContain(
      '商品编号错误',
    );
  });
});
