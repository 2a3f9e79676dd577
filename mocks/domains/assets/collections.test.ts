import { assetsEndpoints } from '@contracts/assets';
import type { DataOf } from '@contracts/core/endpoint';
import { describe, expect, it } from 'vitest';
import { persona } from '../../core/personas';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { assetTokens } from './table';

setupMockServer();

type Tokens = DataOf<typeof assetsEndpoints.tokenPage>['data'];
type Collections = DataOf<typeof assetsEndpoints.page>;
type Listed = DataOf<typeof assetsEndpoints.list>;

const tokenPage = async (token: string) =>
  (await callEndpoint(assetsEndpoints.tokenPage, { size: 2000 }, { token })).body.data as { data: Tokens };
const collections = async (token: string, input: Record<string, unknown> = {}) =>
  (await callEndpoint(assetsEndpoints.page, input, { token })).body.data as Collections;
const listOf = async (token: string, goodsId: string) => callEndpoint(assetsEndpoints.list, { goodsId }, { token });

// docs/backend/endpoints.md#asset-page, docs/backend/endpoints.md#asset-list
describe('assets.page and assets.list (the real backend’s asset endpoints)', () => {
  it('list the same holdings as token/page: one row per goods, num summed, every token under its SKU', async () => {
    const token = await tokenFor('normal');
    const tokens = (await tokenPage(token)).data;
    const page = await collections(token, { size: 2000 });
    expect(page.data.map((c) => c.goodsId).sort()).toEqual([...new Set(tokens.map((t) => t.goodsId))].sort());
    for (const c of page.data) {
      const mine = tokens.filter((t) => t.goodsId === c.goodsId);
      expect(c.num, c.goodsId).toBe(String(mine.length));
      expect(c.name).toBe(mine[0]?.goodsName);
      expect(c.cover).toBe(mine[0]?.goodsCover);
      const listed = (await listOf(token, c.goodsId)).body.data as Listed;
      const flat = listed.v1Assets.flatMap((v1) => v1.v2Assets.flatMap((v2) => v2.tokens.map((k) => ({ v2, k }))));
      expect(flat.map(({ k }) => k.tokenId).sort()).toEqual(mine.map((t) => t.tokenId).sort());
      for (const { v2, k } of flat) {
        const same = mine.find((t) => t.tokenId === k.tokenId);
        expect(v2.skuId).toBe(same?.skuId);
        expect(v2.blindBoxType).toBe(same?.blindBoxType);
        expect(v2.expressType).toBe(same?.expressType);
        // TokenUtils.tokenName: the SKU's token name, " #" and the serial.
        expect(k.tokenName).toBe(`${same?.tokenName} #${k.tokenId % 100_000_000}`);
      }
    }
  });

  it('orders goods by their latest token change (tokens moved away included) and pages like PageQO', async () => {
    const token = await tokenFor('normal');
    const all = await collections(token, { size: 2000 });
    expect(all.totalSize).toBeGreaterThan(3);
    // user_asset_collection.update_time moves with every token change of the goods, a refund's too.
    const rows = assetTokens.findMany((q) => q.where({ address: persona('normal').address.toLowerCase() }));
    const latest = (goodsId: string) => Math.max(...rows.filter((t) => t.goodsId === goodsId).map((t) => t.updateTime));
    const times = all.data.map((c) => latest(c.goodsId));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await collections(token, { page: 2, size: 2 });
    expect(second.data).toEqual(all.data.slice(2, 4));
    expect((await collections(token)).pageSize).toBe(100);
  });

  it('filters by vague (goodsId, the caller’s address, a name part) and spuType', async () => {
    const token = await tokenFor('normal');
    const all = (await collections(token, { size: 2000 })).data;
    const first = all[0];
    if (!first) throw new Error('the normal persona holds nothing');
    expect((await collections(token, { vague: first.goodsId })).data.map((c) => c.goodsId)).toEqual([first.goodsId]);
    const part = first.name.slice(1, 3);
    const byName = (await collections(token, { vague: part })).data;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((c) => c.name.includes(part))).toBe(true);
    expect((await collections(token, { vague: 'no-such-goods-名' })).totalSize).toBe(0);
    const boxes = (await collections(token, { spuType: 1, size: 2000 })).data;
    const plain = (await collections(token, { spuType: 0, size: 2000 })).data;
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.length + plain.length).toBeLessThanOrEqual(all.length);
    expect((await collections(token, { spuType: -1, size: 2000 })).totalSize).toBe(all.length);
  });

  it('answers an unknown goodsId with 商品编号错误 and the newbie with nothing held', async () => {
    const token = await tokenFor('newbie');
    expect((await collections(token)).totalSize).toBe(0);
    const r = await listOf(token, 'NO_SUCH_GOODS');
    expect(r.body).toEqual({ code: 1, message: 'Invalid parameter: 商品编号错误. Please check your input' });
    const zh = await callEndpoint(assetsEndpoints.list, { goodsId: 'NO_SUCH_GOODS' }, { token, lang: 'zh' });
    expect(zh.body.message).toBe('参数错误：商品编号错误，请检查输入');
    const goodsId = (await collections(await tokenFor('normal'))).data[0]?.goodsId ?? '';
    const none = (await listOf(token, goodsId)).body.data as Listed;
    expect(none.v1Assets).toEqual([]);
    expect(none.skuProp.title1).not.toBe('');
  });

  it('needs a token, as every /v/user endpoint', async () => {
    const r = await callEndpoint(assetsEndpoints.page, {});
    expect(r.body.code).toBe(301);
  });
});
