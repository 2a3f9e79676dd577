import { goodsEndpoints } from '@contracts/goods';
import { ordersEndpoints } from '@contracts/orders';
import { describe, expect, it } from 'vitest';
import { now } from '../../core/clock';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { orders } from '../orders/table';
import { goodsDetail, skuOf } from '../orders/testing/buying';
import { UNDATED } from './seed';
import { spus } from './table';

setupMockServer();

/**
 * docs/backend/corrections.md#b8-no-sale-time, docs/backend/rules.md#r4-submit-preconditions: goods whose nullable
 * `saleTime` column is empty are listed and shown, and submitting an order for them is a NullPointerException on the real backend: code 1 "Internal error",
 * in every language (GlobalExceptionHandler's catch-all), and nothing is created.
 */
describe('goods without a sale time (B8)', () => {
  it('shows the seeded undated goods with no saleTime key, in the detail and the feed', async () => {
    const { spu } = skuOf(UNDATED.name);
    const d = await goodsDetail(spu.goodsId);
    expect(d.spu).not.toHaveProperty('saleTime');
    const feed = await callEndpoint(goodsEndpoints.page, { page: 1, size: 100 });
    const listed = (feed.body.data as { data: Array<{ spu: Record<string, unknown> }> }).data.map((g) => g.spu);
    expect(listed.at(-1)).toMatchObject({ goodsId: spu.goodsId });
    expect(listed.at(-1)).not.toHaveProperty('saleTime');
  });

  it.each(['en', 'zh'] as const)(
    'refuses the order with code 1 "Internal error" (%s) and creates nothing',
    async (lang) => {
      const { sku } = skuOf(UNDATED.name);
      const token = await tokenFor('newbie');
      const before = orders.all().length;
      const r = await callEndpoint(
        ordersEndpoints.submit,
        { skuId: sku.skuId, num: 1, expressType: 0 },
        { token, lang },
      );
      expect(r.body).toEqual({ code: 1, message: 'Internal error' });
      expect(orders.all().length).toBe(before);
      expect(skuOf(UNDATED.name).sku.sales).toBe(0);
    },
  );

  it('takes the order once a sale time in the past is set (positive control)', async () => {
    const { spu, sku } = skuOf(UNDATED.name);
    await spus.update((q) => q.where({ goodsId: spu.goodsId }), {
      data(r) {
        r.saleTime = now() - 1;
      },
    });
    const token = await tokenFor('newbie');
    const r = await callEndpoint(ordersEndpoints.submit, { skuId: sku.skuId, num: 1, expressType: 0 }, { token });
    expect(r.body.code).toBe(0);
  });
});
