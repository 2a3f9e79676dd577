import { ordersEndpoints } from '@contracts/orders';
import { describe, expect, it } from 'vitest';
import { now } from '../../core/clock';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { findSku, findSpu } from '../goods/rules/stock';
import { skus, spus } from '../goods/table';
import { orders } from './table';
import { skuOf } from './testing/buying';

setupMockServer();

const ADDRESS = { name: '张三', phone: '13800138000', detail: '北京市朝阳区', note: '' };

async function order(skuId: string, num: number, extra: Record<string, unknown> = {}, lang: 'en' | 'zh' = 'en') {
  const token = await tokenFor('newbie');
  const r = await callEndpoint(ordersEndpoints.submit, { skuId, num, expressType: 0, ...extra }, { token, lang });
  return r.body;
}

/**
 * The real backend's bare invalid_parameter in both languages (OrderController/OrderService.order name no reason,
 * docs/backend/rules.md#r3-express-type, docs/backend/rules.md#r4-submit-preconditions); the words passed only say, for
 * the reader, which check a test expects to refuse.
 */
const refusal = (_en: string, _zh: string) => ({
  en: { code: 1, message: 'Invalid parameter. Please check your input' },
  zh: { code: 1, message: '参数错误，请检查输入' },
});

const zhOnly = (zh: string) => refusal('', zh).zh;

async function expectRefused(skuId: string, num: number, want: ReturnType<typeof refusal>, extra = {}) {
  expect(await order(skuId, num, extra, 'en')).toEqual(want.en);
  expect(await order(skuId, num, extra, 'zh')).toEqual(want.zh);
}

const patchSku = (skuId: string, patch: (r: { goodsId: string; mintStatus: number }) => void) =>
  skus.update((q) => q.where({ skuId }), { data: patch });
const patchSpu = (goodsId: string, patch: (r: { status: number; saleTime?: number; sales: number }) => void) =>
  spus.update((q) => q.where({ goodsId }), { data: patch });

describe('orders.submit refusals', () => {
  const missing = refusal('this item does not exist', '商品规格不存在');

  it('treats an unknown SKU as not existing', async () => {
    await expectRefused('20260101999999', 1, missing);
  });

  it('treats a SKU whose goods record is gone as not existing', async () => {
    const { sku } = skuOf('星际旅人潮玩手办');
    await patchSku(sku.skuId, (r) => {
      r.goodsId = '20260101000000999';
    });
    await expectRefused(sku.skuId, 1, missing);
  });

  it('treats a SKU that is not minted yet as not existing', async () => {
    const { sku } = skuOf('星际旅人潮玩手办');
    await patchSku(sku.skuId, (r) => {
      r.mintStatus = 2;
    });
    await expectRefused(sku.skuId, 1, missing);
    expect(findSku(sku.skuId)?.stock).toBe(sku.stock);
  });

  it('refuses goods that are not on sale (status other than 4)', async () => {
    const { spu, sku } = skuOf('星际旅人潮玩手办');
    await patchSpu(spu.goodsId, (r) => {
      r.status = 3;
    });
    await expectRefused(sku.skuId, 1, refusal('the goods are not on sale', '商品未上架'));
  });

  it('opens the sale exactly at saleTime, not one millisecond earlier', async () => {
    const { spu, sku } = skuOf('星际旅人潮玩手办');
    await patchSpu(spu.goodsId, (r) => {
      r.saleTime = now() + 1;
    });
    await expectRefused(sku.skuId, 1, refusal('the sale has not started yet', '商品尚未开售'));
    await patchSpu(spu.goodsId, (r) => {
      r.saleTime = now();
    });
    expect((await order(sku.skuId, 1)).code).toBe(0);
  });

  it('refuses synthesized goods in Chinese too', async () => {
    const { sku } = skuOf('传说级龙魂（合成品）');
    expect(await order(sku.skuId, 1, {}, 'zh')).toEqual(zhOnly('合成商品不可直接购买'));
  });

  it('sells a blind box only through its box SKU, never a prize SKU', async () => {
    const { spu, sku: box } = skuOf('山海经神兽盲盒');
    const prize = skus.findFirst((q) => q.where({ goodsId: spu.goodsId, blindBoxType: 0 }));
    await expectRefused(prize?.skuId ?? '', 1, refusal('only the box itself can be bought', '盲盒只能购买盒子本身'));
    expect(findSku(prize?.skuId ?? '')?.stock).toBe(prize?.stock);
    expect((await order(box.skuId, 1)).code).toBe(0);
    expect(findSku(box.skuId)?.stock).toBe(box.stock - 1);
  });

  it('refuses shipping for token-only goods even with an address', async () => {
    const { sku } = skuOf('敦煌飞天数字藏品');
    const ship = { expressType: 1, expressDetail: ADDRESS };
    await expectRefused(sku.skuId, 1, refusal('this item cannot be shipped', '该商品不支持发货'), ship);
    expect((await order(sku.skuId, 1)).code).toBe(0);
  });

  it('explains the pack multiple and the missing address in Chinese', async () => {
    const packed = skuOf('手工紫砂壶·石瓢', 2).sku;
    expect(await order(packed.skuId, 3, {}, 'zh')).toEqual(zhOnly('购买数量须为 2 的倍数'));
    expect(await order(packed.skuId, 2, { expressType: 1 }, 'zh')).toEqual(zhOnly('选择发货时必须填写收货信息'));
  });

  it('answers code 2 when the goods-wide stock is gone although the SKU still shows stock', async () => {
    const { spu, sku } = skuOf('星际旅人潮玩手办');
    await patchSpu(spu.goodsId, (r) => {
      r.sales = findSpu(spu.goodsId)?.total ?? 0;
    });
    const before = orders.all().length;
    expect(await order(sku.skuId, 1)).toEqual({ code: 2, message: 'Too many requests. Please try again later' });
    expect(await order(sku.skuId, 1, {}, 'zh')).toEqual({ code: 2, message: '请求过于频繁，请稍后再试' });
    expect(orders.all()).toHaveLength(before);
    expect(findSku(sku.skuId)?.stock).toBe(sku.stock);
  });
});

describe('orders.submit record', () => {
  it('stores an unpaid wallet order with the shipping address and no payment yet', async () => {
    const { sku } = skuOf('星际旅人潮玩手办');
    const r = await order(sku.skuId, 2, { expressType: 1, expressDetail: ADDRESS });
    expect(r.code).toBe(0);
    const stored = orders.findFirst((q) => q.where({ orderId: r.data as string }));
    expect(stored).toMatchObject({
      status: 0,
      payHash: '',
      txHash: '',
      payAmount: '0',
      offline: false,
      expressType: 1,
      expressDetail: ADDRESS,
      orderTime: now(),
      expireTime: now() + 30 * 60_000,
    });
  });

  it('stores no address for a token-only order', async () => {
    const { sku } = skuOf('敦煌飞天数字藏品');
    const r = await order(sku.skuId, 1);
    const stored = orders.findFirst((q) => q.where({ orderId: r.data as string }));
    expect(stored?.expressType).toBe(0);
    expect(stored && 'expressDetail' in stored).toBe(false);
  });
});
