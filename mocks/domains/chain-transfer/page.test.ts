import { describe, expect, it } from 'vitest';
import { restDateTime } from '../../core/rest-time';
import { setupMockServer } from '../../testing';
import { chainTransfers, type TransferRecord } from '../assets/table';
import { type Circulation, circulation } from '../chain/testing/contract-calls';
import { findSku, findSpu } from '../goods/rules/stock';
import { INSIDE_ADDRESSES } from '../goods/table';
import { findUser } from '../users/table';

setupMockServer();

const all = (input: Record<string, unknown> = {}) => circulation({ size: 2000, ...input });
const count = (keep: (r: TransferRecord) => boolean) => chainTransfers.all().filter(keep).length;

describe('chainTransfer.page', () => {
  it('lists newest first, and records of the same moment by transfer id, high to low', async () => {
    const rows = (await all()).data;
    expect(rows).toHaveLength(chainTransfers.all().length);
    const times = rows.map(
      (r) => chainTransfers.findFirst((q) => q.where({ transferId: r.transferId }))?.createTime ?? 0,
    );
    for (let i = 1; i < rows.length; i++) {
      const [ta, tb] = [times[i - 1] as number, times[i] as number];
      const later = Number(rows[i - 1]?.transferId) > Number(rows[i]?.transferId);
      expect(ta > tb || (ta === tb && later)).toBe(true);
    }
    expect(times.some((t, i) => i > 0 && times[i - 1] === t)).toBe(true);
  });

  it('pages by 10 when no size is asked', async () => {
    const p = await circulation({});
    expect(p).toMatchObject({ pageSize: 10, dataSize: 10, totalSize: chainTransfers.all().length });
    const second = await circulation({ page: 2 });
    expect(second.data.map((r) => r.transferId)).toEqual((await all()).data.slice(10, 20).map((r) => r.transferId));
  });

  it('filters by goods, token and an address on either side (any case)', async () => {
    const sample = chainTransfers.findFirst((q) => q.where({ recordType: 5 })) as TransferRecord;
    const byGoods = await all({ goodsId: sample.goodsId });
    expect(byGoods.totalSize).toBe(count((r) => r.goodsId === sample.goodsId));
    expect(byGoods.totalSize).toBeLessThan(chainTransfers.all().length);
    const byToken = await all({ token: String(sample.tokenId) });
    expect(byToken.totalSize).toBe(count((r) => r.tokenId === sample.tokenId));
    expect(byToken.data.every((r) => r.token === String(sample.tokenId))).toBe(true);
    const inside = INSIDE_ADDRESSES.merchant;
    const byAddress = await all({ chainAddress: inside.toUpperCase().replace('0X', '0x') });
    expect(byAddress.totalSize).toBe(count((r) => r.fromAddress === inside || r.toAddress === inside));
    expect(byAddress.data.some((r) => r.fromChainAddress === inside)).toBe(true);
    expect(byAddress.data.some((r) => r.toChainAddress === inside)).toBe(true);
    expect(byAddress.totalSize).toBeLessThan(chainTransfers.all().length);
  });

  it('filters by record type and state, where -1 means any', async () => {
    const total = chainTransfers.all().length;
    const opens = await all({ recordType: 5 });
    expect(opens.totalSize).toBe(count((r) => r.recordType === 5));
    expect(opens.totalSize).toBeGreaterThan(0);
    expect(opens.data.every((r) => r.recordType === 5)).toBe(true);
    expect((await all({ recordType: -1 })).totalSize).toBe(total);
    expect((await all({ transState: 1 })).totalSize).toBe(count((r) => r.transState === 1));
    expect((await all({ transState: 0 })).totalSize).toBe(count((r) => r.transState === 0));
    expect((await all({ transState: -1 })).totalSize).toBe(total);
    await chainTransfers.update((q) => q.where({ transferId: '1' }), {
      data(r) {
        r.transState = 2;
      },
    });
    expect((await all({ transState: 2 })).data.map((r) => r.transferId)).toEqual(['1']);
  });

  it('names the goods, the users’ uids (0 for merchants and burns) and /rest times', async () => {
    const rows = (await all()).data;
    for (const row of rows.slice(0, 40)) {
      const rec = chainTransfers.findFirst((q) => q.where({ transferId: row.transferId })) as TransferRecord;
      const sku = findSku(rec.skuId);
      const uid = (address: string, type: number) => (type === 0 ? (findUser(address)?.uid ?? 0) : 0);
      expect(row).toEqual<Circulation['data'][number]>({
        transferId: rec.transferId,
        chainHash: rec.chainHash,
        recordType: rec.recordType,
        fromChainAddress: rec.fromAddress,
        fromType: rec.fromType,
        fromUid: uid(rec.fromAddress, rec.fromType),
        toChainAddress: rec.toAddress,
        toType: rec.toType,
        toUid: uid(rec.toAddress, rec.toType),
        goodsId: rec.goodsId,
        goodsName: sku?.name ?? '',
        goodsCover: sku?.cover ?? '',
        goodsTotal: findSpu(rec.goodsId)?.total ?? 0,
        token: String(rec.tokenId),
        transState: rec.transState,
        createTime: restDateTime(rec.createTime),
        updateTime: restDateTime(rec.updateTime),
      });
    }
    expect(rows.some((r) => r.fromType === 0 && r.fromUid > 0)).toBe(true);
    expect(rows.some((r) => r.toType === 0 && r.toUid > 0)).toBe(true);
  });

  it('falls back to the goods name and cover when the SKU is gone, and to uid 0 for a wallet with no account', async () => {
    const rec = chainTransfers.findFirst((q) => q.where({ recordType: 5 })) as TransferRecord;
    const stranger = '0x1111111111111111111111111111111111111111';
    await chainTransfers.create({ ...rec, transferId: '9001', skuId: 'gone', fromAddress: stranger, fromType: 0 });
    await chainTransfers.create({ ...rec, transferId: '9002', goodsId: '999', skuId: 'gone', fromAddress: stranger });
    const spu = findSpu(rec.goodsId);
    const rows = (await all({ chainAddress: stranger })).data;
    expect(rows.find((r) => r.transferId === '9001')).toMatchObject({
      goodsName: spu?.name,
      goodsCover: spu?.cover,
      goodsTotal: spu?.total,
      fromUid: 0,
    });
    expect(rows.find((r) => r.transferId === '9002')).toMatchObject({ goodsName: '', goodsCover: '', goodsTotal: 0 });
  });
});
