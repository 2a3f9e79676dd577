import { authEndpoints } from '@contracts/auth';
import { blindBoxesEndpoints } from '@contracts/blind-boxes';
import { chainEndpoints } from '@contracts/chain';
import { contentEndpoints } from '@contracts/content';
import { goodsEndpoints } from '@contracts/goods';
import { ordersEndpoints } from '@contracts/orders';
import { describe, expect, it } from 'vitest';
import { callEndpoint } from '../node';
import { setupMockServer, tokenFor } from '../testing';
import { persona } from './personas';

setupMockServer();

const FROZEN_ZH = { code: 303, message: '=您的账号已被冻结，请联系客服处理' };

// docs/backend/corrections.md#b4-frozen / AuthenticationInterceptor.preHandle: the frozen check runs on every /v/**
// path.
describe('the /v/ interceptor', () => {
  it('answers 303 to a frozen token on anonymous endpoints too', async () => {
    const token = await tokenFor('frozen');
    const opts = { token, lang: 'zh' as const };
    expect((await callEndpoint(contentEndpoints.banners, {}, opts)).body).toEqual(FROZEN_ZH);
    expect((await callEndpoint(goodsEndpoints.page, { pageNumber: 1, pageSize: 10 }, opts)).body).toEqual(FROZEN_ZH);
    expect((await callEndpoint(chainEndpoints.contractList, {}, opts)).body).toEqual(FROZEN_ZH);
    // /v/access/* is behind the interceptor as well: a frozen token cannot even ask for a challenge.
    const challenge = await callEndpoint(
      authEndpoints.content,
      { address: persona('normal').address, inviteAddress: '' },
      opts,
    );
    expect(challenge.body).toEqual(FROZEN_ZH);
  });

  it('serves an unknown token as anonymous on anonymous endpoints and 302 on required ones', async () => {
    const token = 'f'.repeat(32);
    expect((await callEndpoint(contentEndpoints.banners, {}, { token })).body.code).toBe(0);
    expect((await callEndpoint(goodsEndpoints.page, { pageNumber: 1, pageSize: 10 }, { token })).body.code).toBe(0);
    expect((await callEndpoint(ordersEndpoints.page, { pageNumber: 1, pageSize: 10 }, { token })).body.code).toBe(302);
    expect((await callEndpoint(ordersEndpoints.page, { pageNumber: 1, pageSize: 10 })).body.code).toBe(301);
  });

  it('serves a normal token on anonymous endpoints (positive control)', async () => {
    const token = await tokenFor('normal');
    expect((await callEndpoint(contentEndpoints.banners, {}, { token })).body.code).toBe(0);
  });

  it('leaves the /rest family (not behind that interceptor) to its own auth rule', async () => {
    const token = await tokenFor('frozen');
    const r = await callEndpoint(blindBoxesEndpoints.openRecordPage, { goodsId: '0'.repeat(16) }, { token });
    expect(r.body.code).not.toBe(303);
  });
});
