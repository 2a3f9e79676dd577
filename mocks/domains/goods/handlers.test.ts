import { blindBoxesEndpoints } from '@contracts/blind-boxes';
import { contentEndpoints } from '@contracts/content';
import { goodsEndpoints } from '@contracts/goods';
import { merchantEndpoints } from '@contracts/merchant';
import { describe, expect, it } from 'vitest';
import { persona } from '../../core/personas';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { goodsDetail, skuOf } from '../orders/testing/buying';

setupMockServer();

type Feed = { totalSize: number; hasNextPage: boolean; data: Array<{ spu: { goodsId: string; name: string } }> };

describe('goods', () => {
  it('pages only goods on sale, recommended first, with PageVO fields', async () => {
    const r = await callEndpoint(goodsEndpoints.page, { page: 1, size: 10 });
    const feed = r.body.data as Feed;
    expect(feed.data).toHaveLength(10);
    expect(feed.hasNextPage).toBe(true);
    expect(feed.data.map((g) => g.spu.name)).not.toContain('草稿商品：未上架的书法扇');
    expect(feed.data.slice(0, 4).map((g) => g.spu.name)).toContain('山海经神兽盲盒');
  });

  it('searches by name fragment, merchant address and exact goodsId; nothing for nonsense', async () => {
    const byName = (await callEndpoint(goodsEndpoints.page, { vague: '盲盒' })).body.data as Feed;
    expect(byName.data.map((g) => g.spu.name).sort()).toEqual(['山海经神兽盲盒', '赛博朋克机甲盲盒']);
    const byMerchant = (await callEndpoint(goodsEndpoints.page, { vague: persona('merchant2').address })).body
      .data as Feed;
    expect(byMerchant.totalSize).toBeGreaterThan(3);
    const id = skuOf('星际旅人潮玩手办').spu.goodsId;
    expect(((await callEndpoint(goodsEndpoints.page, { vague: id })).body.data as Feed).data[0]?.spu.goodsId).toBe(id);
    expect(((await callEndpoint(goodsEndpoints.page, { vague: 'zzz不存在' })).body.data as Feed).totalSize).toBe(0);
  });

  it('groups SKUs by the two property axes and personalises limits', async () => {
    const { spu } = skuOf('敦煌飞天数字藏品');
    const anon = await goodsDetail(spu.goodsId);
    expect(anon.skuProp).toEqual({ title1: '款式', title2: '版本' });
    expect(anon.v1Skus.map((v) => v.propValue1)).toEqual(['飞天', '九色鹿']);
    expect(anon.v1Skus[0]?.v2Skus.map((v) => v.propValue2)).toEqual(['普通版', '典藏版']);
    const mine = await goodsDetail(spu.goodsId, await tokenFor('normal'));
    expect(mine.spu.orderLimit).toBe(1);
  });

  it('shows a blind box as its box SKU plus prizes whose stock-weighted chances add up to 100%', async () => {
    const d = await goodsDetail(skuOf('山海经神兽盲盒').spu.goodsId);
    expect(d.v1Skus.flatMap((v) => v.v2Skus)).toHaveLength(1);
    expect(d.prizes?.map((p) => p.rate)).toEqual(['30', '30', '20', '15', '5']);
  });

  it('answers invalid_goods_id for an unknown goods', async () => {
    const r = await callEndpoint(goodsEndpoints.detail, { goodsId: 'nope' });
    expect(r.body).toEqual({ code: 1, message: 'Product ID does not exist' });
  });

  it('toggles the favourite, answers its state through GET /v/goods/favorite and keeps the counter in step', async () => {
    const token = await tokenFor('newbie');
    const { spu } = skuOf('龙年生肖数字徽章');
    const state = async (t?: string) =>
      (await callEndpoint(goodsEndpoints.favoriteState, { goodsId: spu.goodsId }, t ? { token: t } : {})).body;
    const before = (await goodsDetail(spu.goodsId, token)).spu.favorite;
    expect(await state(token)).toEqual({ code: 0, message: 'Success' });
    await callEndpoint(goodsEndpoints.favorite, { goodsId: spu.goodsId }, { token });
    const on = await goodsDetail(spu.goodsId, token);
    expect(on.spu.favorite).toBe(before + 1);
    expect((await state(token)).data).toEqual({ createTime: expect.any(Number) });
    // Anonymous callers always get no data (docs/backend/endpoints.md#goods-favorite).
    expect(await state()).toEqual({ code: 0, message: 'Success' });
    await callEndpoint(goodsEndpoints.favorite, { goodsId: spu.goodsId }, { token });
    const off = await goodsDetail(spu.goodsId, token);
    expect(off.spu.favorite).toBe(before);
    expect(await state(token)).toEqual({ code: 0, message: 'Success' });
    expect((await callEndpoint(goodsEndpoints.favorite, { goodsId: 'unknown' }, { token })).body).toEqual({
      code: 0,
      message: 'Success',
    });
  });
});

describe('merchant, banners and blind-box records', () => {
  it('returns a merchant card and Internal error for an unknown merchant', async () => {
    const m = await callEndpoint(merchantEndpoints.info, { address: persona('merchant').address });
    expect(m.body.data).toMatchObject({ name: '尚品潮玩' });
    const none = await callEndpoint(merchantEndpoints.info, { address: `0x${'1'.repeat(40)}` });
    expect(none.body).toEqual({ code: 1, message: 'Internal error' });
  });

  it('lists online banners in their window, by show order', async () => {
    const r = await callEndpoint(contentEndpoints.banners, {});
    const titles = (r.body.data as Array<{ title: string }>).map((b) => b.title);
    expect(titles[0]).toBe('星际旅人限时首发');
    expect(titles).not.toContain('已下线的横幅');
    expect(titles).not.toContain('已过期的活动');
  });

  it('pages open records by 10 by default, newest first, with /rest string times', async () => {
    const goodsId = skuOf('赛博朋克机甲盲盒').spu.goodsId;
    const r = await callEndpoint(blindBoxesEndpoints.openRecordPage, { goodsId, page: 3 });
    const page = r.body.data as {
      pageSize: number;
      totalSize: number;
      dataSize: number;
      data: Array<{ createTime: string }>;
    };
    expect([page.pageSize, page.totalSize, page.dataSize]).toEqual([10, 26, 6]);
    expect(page.data[0]?.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });
});
