import { describe, expect, it } from 'vitest';
import { endpoints } from './index';

/**
 * The spec's call list (docs/backend/spec-rules.md#call-list), copied verbatim (each path under /api): 26 POST and 15
 * GET.
 */
const SPEC_POST = [
  '/v/access/login',
  '/v/account/update-info',
  '/v/goods/page',
  '/v/account/invite/page',
  '/v/goods/favorite',
  '/rest/goods/mystery-box/open-record/page',
  '/v/user/asset/token/page',
  '/rest/chain-transfer/page',
  '/v/order/info/page',
  '/v/chain/tx-hash',
  '/v/order/info/submit',
  '/v/order/info/cancel',
  '/v/order/express/confirm',
  '/v/order/express/page',
  '/v/order/info/pay',
  '/rest/payment/offline/pay',
  '/v/order/express/refund/apply',
  '/v/order/express/refund/express',
  '/v/user/express/add-update',
  '/rest/order/invoice/page',
  '/rest/order/invoice/submit',
  '/rest/order/invoice/cancel',
  '/v/sys/notice/page',
  '/rest/lottery/page',
  '/rest/lottery/join',
  '/v/order/info/refund/apply',
];
const SPEC_GET = [
  '/v/account/info',
  '/v/chain/contract/list',
  '/v/sys/banner/list',
  '/v/merchant/info',
  '/v/goods/detail',
  '/v/user/asset/detail',
  '/v/order/info/detail',
  '/v/order/info/pay-type',
  '/v/order/express/detail',
  '/v/order/express/logistics',
  '/v/user/express/list',
  '/v/user/express/detail',
  '/rest/order/invoice/detail',
  '/v/sys/notice/detail',
  '/rest/lottery/detail',
];

/** Endpoints the real backend needs for the spec's flows but its call list does not, each with its reason. */
const REAL_BACKEND_ADDITIONS: Array<{ key: string; reason: string }> = [
  { key: 'GET /api/v/access/content', reason: 'sign-in message (nonce + expiry) that the wallet signs before login' },
  { key: 'GET /api/v/access/logout', reason: 'the real backend invalidates the token on logout' },
  { key: 'POST /api/v/user/express/delete', reason: 'address management deletes addresses (mall-web3 has it)' },
  {
    key: 'POST /api/v/user/asset/page',
    reason: 'assets where token/page is not served (B9): the goods held (docs/backend/endpoints.md#asset-page)',
  },
  {
    key: 'GET /api/v/user/asset/list',
    reason: 'assets where token/page is not served (B9): one goods’ tokens (docs/backend/endpoints.md#asset-list)',
  },
  {
    key: 'GET /api/v/goods/favorite',
    reason: 'the favourite heart: the only place the state lives (B5, docs/backend/endpoints.md#goods-favorite)',
  },
];

const key = (method: string, path: string) => `${method} ${path}`;
const expected = [
  ...SPEC_POST.map((p) => key('POST', `/api${p}`)),
  ...SPEC_GET.map((p) => key('GET', `/api${p}`)),
  ...REAL_BACKEND_ADDITIONS.map((a) => a.key),
];

describe('endpoint registry against the spec’s call list', () => {
  it('copies the spec table faithfully (26 POST, 15 GET, no duplicates)', () => {
    expect(SPEC_POST).toHaveLength(26);
    expect(SPEC_GET).toHaveLength(15);
    expect(new Set(expected).size).toBe(expected.length);
  });

  it('holds exactly the spec endpoints plus the named real-backend additions', () => {
    const actual = endpoints.map((e) => key(e.method, e.path));
    const missing = expected.filter((k) => !actual.includes(k));
    const unexpected = actual.filter((k) => !expected.includes(k));
    expect({ missing, unexpected }).toEqual({ missing: [], unexpected: [] });
  });

  it('has unique ids and unique method + path pairs', () => {
    const ids = endpoints.map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const pairs = endpoints.map((e) => key(e.method, e.path));
    expect(pairs.filter((p, i) => pairs.indexOf(p) !== i)).toEqual([]);
  });

  it('uses only GET and POST, every path under /api', () => {
    for (const e of endpoints) {
      expect(['GET', 'POST'], e.id).toContain(e.method);
      expect(e.path.startsWith('/api/'), e.id).toBe(true);
    }
  });
});
