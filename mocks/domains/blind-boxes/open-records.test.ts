import { blindBoxesEndpoints } from '@contracts/blind-boxes';
import type { DataOf } from '@contracts/core/endpoint';
import { describe, expect, it } from 'vitest';
import { restDateTime } from '../../core/rest-time';
import { callEndpoint } from '../../node';
import { setupMockServer } from '../../testing';
import { skuOf } from '../orders/testing/buying';
import { blindBoxOpens } from './table';

setupMockServer();

type Page = DataOf<typeof blindBoxesEndpoints.openRecordPage>;
const records = async (input: Record<string, unknown>) =>
  (await callEndpoint(blindBoxesEndpoints.openRecordPage, input)).body.data as Page;

describe('restDateTime', () => {
  it('writes China time (UTC+8) as yyyy-MM-dd HH:mm:ss with zero padding', () => {
    expect(restDateTime(Date.UTC(2026, 0, 2, 1, 4, 5))).toBe('2026-01-02 09:04:05');
    // 16:00 UTC on New Year's Eve is already next year in China.
    expect(restDateTime(Date.UTC(2025, 11, 31, 16, 0, 0))).toBe('2026-01-01 00:00:00');
    expect(restDateTime(Date.UTC(2026, 9, 20, 15, 59, 59))).toBe('2026-10-20 23:59:59');
  });
});

describe('blindBoxes.openRecordPage', () => {
  it('lists only the asked box’s records, newest first, by 10 when no size is asked', async () => {
    const goodsId = skuOf('赛博朋克机甲盲盒').spu.goodsId;
    const seeded = blindBoxOpens.findMany((q) => q.where({ goodsId }));
    const first = await records({ goodsId });
    expect(first).toMatchObject({ pageSize: 10, totalSize: seeded.length, totalPage: Math.ceil(seeded.length / 10) });
    const newest = [...seeded].sort((a, b) => b.createTime - a.createTime);
    expect(first.data.map((r) => r.id)).toEqual(newest.slice(0, 10).map((r) => r.id));
    const other = await records({ goodsId: skuOf('山海经神兽盲盒').spu.goodsId, size: 100 });
    expect(other.totalSize).toBeGreaterThan(0);
    expect(other.data.every((r) => !seeded.some((s) => s.id === r.id))).toBe(true);
  });

  it('orders records of the same moment by id, high to low, and shows the prize', async () => {
    const goodsId = skuOf('山海经神兽盲盒').spu.goodsId;
    const base = blindBoxOpens.findFirst((q) => q.where({ goodsId }));
    if (!base) throw new Error('no seeded open record');
    const at = Math.max(...blindBoxOpens.all().map((r) => r.createTime)) + 60_000;
    for (const id of [901, 902]) {
      await blindBoxOpens.create({ ...base, id, uid: id, nickName: `n${id}`, createTime: at });
    }
    const page = await records({ goodsId, size: 2 });
    expect(page.data).toEqual([
      {
        id: 902,
        uid: 902,
        nickName: 'n902',
        boxGoodsId: base.prizeSkuId,
        goodsName: base.prizeName,
        createTime: restDateTime(at),
        cover: base.cover,
      },
      expect.objectContaining({ id: 901 }),
    ]);
  });
});
