import { describe, expect, it } from 'vitest';
import { persona } from '../../core/personas';
import { setupMockServer } from '../../testing';
import { deliveryOrders } from '../deliveries/table';
import { INSIDE_ADDRESSES, seedSku } from '../goods/table';
import { notifyDelivered } from '../orders/rules/lifecycle';
import type { OrderRecord } from '../orders/table';
import {
  assetTokens,
  chainTransfers,
  findHolding,
  grantTokens,
  holdingsOf,
  mockHash,
  setFreeze,
  takeTokens,
} from './table';

setupMockServer();

// Mixed case on purpose: every address and hash must be stored lower-cased.
const USER = '0xAbCdEf0000000000000000000000000000000001';
const user = USER.toLowerCase();
const HASH = `0x${'AB'.repeat(32)}`;
const T1 = 987_654_321;
const T2 = 987_654_322;

const sku = () => seedSku('敦煌飞天数字藏品').sku;
const maxTransferId = () => chainTransfers.all().reduce((n, r) => Math.max(n, Number(r.transferId)), 0);
const rowsOf = (tokenId: number) => chainTransfers.findMany((q) => q.where({ tokenId }));
const move = (tokenIds: number[], extra: Partial<Parameters<typeof grantTokens>[0]> = {}) => ({
  tokenIds,
  skuId: sku().skuId,
  hash: HASH,
  recordType: 1 as const,
  time: 5_000,
  from: { address: INSIDE_ADDRESSES.merchant.toUpperCase().replace('0X', '0x'), type: 1 as const },
  to: { address: USER, type: 0 as const },
  ...extra,
});

describe('granting tokens', () => {
  it('creates a holding of one per new token and writes one lower-cased circulation row each, numbered on', async () => {
    const before = maxTransferId();
    expect(before).toBeGreaterThan(1);
    await grantTokens(move([T1, T2]));
    expect(findHolding(USER, T1)).toEqual({
      address: user,
      goodsId: sku().goodsId,
      skuId: sku().skuId,
      ctId: 1,
      tokenId: T1,
      num: 1,
      freezeType: 0,
      updateTime: 5_000,
    });
    expect(holdingsOf(USER).map((h) => h.tokenId)).toEqual([T1, T2]);
    expect(rowsOf(T1)).toEqual([
      {
        transferId: String(before + 1),
        chainHash: HASH.toLowerCase(),
        recordType: 1,
        fromAddress: INSIDE_ADDRESSES.merchant,
        fromType: 1,
        toAddress: user,
        toType: 0,
        goodsId: sku().goodsId,
        skuId: sku().skuId,
        tokenId: T1,
        transState: 1,
        createTime: 5_000,
        updateTime: 5_000,
      },
    ]);
    expect(rowsOf(T2)[0]?.transferId).toBe(String(before + 2));
  });

  it('adds one to an existing holding and resets its freeze unless the grant names one', async () => {
    await grantTokens(move([T1, T2]));
    await setFreeze(USER, T1, 1);
    await setFreeze(USER, T2, 1);
    await grantTokens(move([T1], { time: 6_000 }));
    expect(findHolding(user, T1)).toMatchObject({ num: 2, freezeType: 0, updateTime: 6_000 });
    await grantTokens(move([T1], { time: 7_000, freezeType: 2 }));
    expect(findHolding(user, T1)).toMatchObject({ num: 3, freezeType: 2, updateTime: 7_000 });
    expect(assetTokens.findMany((q) => q.where({ tokenId: T1 }))).toHaveLength(1);
    expect(findHolding(user, T2)).toMatchObject({ num: 1, freezeType: 1, updateTime: 5_000 });
  });

  it('hashes each mock transfer label apart, as a 32-byte hex string', () => {
    expect(mockHash('delivery:1')).toMatch(/^0x[0-9a-f]{64}$/);
    expect(mockHash('delivery:1')).toBe(mockHash('delivery:1'));
    expect(mockHash('delivery:1')).not.toBe(mockHash('delivery:2'));
  });

  it('starts a holding with the freeze the grant names and keeps the transfer state it names', async () => {
    await grantTokens(move([T1], { freezeType: 1, transState: 0 }));
    expect(findHolding(USER, T1)?.freezeType).toBe(1);
    expect(rowsOf(T1)[0]?.transState).toBe(0);
  });

  it('writes no circulation row for a silent credit', async () => {
    const count = chainTransfers.count();
    await grantTokens(move([T1], { silent: true }));
    expect(findHolding(USER, T1)?.num).toBe(1);
    expect(chainTransfers.count()).toBe(count);
  });

  it('refuses an unknown sku without touching holdings', async () => {
    await expect(grantTokens(move([T1], { skuId: 'nope' }))).rejects.toThrow('grantTokens: unknown sku nope');
    expect(findHolding(USER, T1)).toBeUndefined();
  });

  it('looks a holding up on the default contract unless another is named', async () => {
    await grantTokens(move([T1]));
    expect(findHolding(USER, T1, 1)?.num).toBe(1);
    expect(findHolding(USER, T1, 2)).toBeUndefined();
  });
});

describe('taking tokens', () => {
  it('takes the last unit, keeps the row at zero out of the holdings list, and records the goods', async () => {
    await grantTokens(move([T1, T2]));
    const from = { address: USER, type: 0 as const };
    const to = { address: '0x0000000000000000000000000000000000000000', type: 2 as const };
    await takeTokens({ ...move([T1]), recordType: 3, time: 9_000, from, to });
    expect(findHolding(USER, T1)).toMatchObject({ num: 0, updateTime: 9_000 });
    expect(holdingsOf(USER).map((h) => h.tokenId)).toEqual([T2]);
    expect(rowsOf(T1).at(-1)).toMatchObject({
      recordType: 3,
      fromAddress: user,
      fromType: 0,
      toType: 2,
      goodsId: sku().goodsId,
      createTime: 9_000,
    });
    await expect(takeTokens({ ...move([T1]), from, to })).rejects.toThrow(`takeTokens: ${user} does not hold ${T1}`);
    await expect(takeTokens({ ...move([T1 + 5]), from, to })).rejects.toThrow('does not hold');
  });

  it('takes one of two units', async () => {
    await grantTokens(move([T1]));
    await grantTokens(move([T1]));
    await grantTokens(move([T2]));
    await takeTokens({ ...move([T1]), from: { address: USER, type: 0 }, to: { address: user, type: 1 } });
    expect(findHolding(USER, T1)?.num).toBe(1);
    expect(findHolding(USER, T2)?.num).toBe(1);
  });
});

describe('freezing', () => {
  it('freezes only the named holding of the named owner', async () => {
    await grantTokens(move([T1, T2]));
    await setFreeze(USER, T2, 1);
    expect(findHolding(USER, T2)?.freezeType).toBe(1);
    expect(findHolding(USER, T1)?.freezeType).toBe(0);
  });
});

describe('crediting a paid order (rule 13)', () => {
  const order = (extra: Partial<OrderRecord> = {}) =>
    ({
      orderId: '2026011510000001',
      buyerAddress: USER,
      sellerAddress: persona('merchant').address,
      goodsId: sku().goodsId,
      skuId: sku().skuId,
      tokenIds: [T1, T2],
      expressType: 0,
      txHash: '',
      orderTime: 1_000,
      payTime: 2_000,
      ...extra,
    }) as OrderRecord;

  it('moves the tokens from the merchant inside wallet to the buyer at pay time, hashed by order when no tx', async () => {
    await notifyDelivered(order());
    expect(holdingsOf(USER).map((h) => h.num)).toEqual([1, 1]);
    expect(rowsOf(T1)[0]).toMatchObject({
      chainHash: mockHash('delivery:2026011510000001'),
      recordType: 1,
      fromAddress: INSIDE_ADDRESSES.merchant,
      fromType: 1,
      toType: 0,
      createTime: 2_000,
    });
  });

  it('uses the order time without a pay time and the payment tx hash when there is one', async () => {
    await notifyDelivered(order({ payTime: undefined, txHash: HASH }));
    expect(rowsOf(T2)[0]).toMatchObject({ chainHash: HASH.toLowerCase(), createTime: 1_000 });
  });

  it('falls back to the seller address when the seller has no inside wallet', async () => {
    await notifyDelivered(order({ sellerAddress: user }));
    expect(rowsOf(T1)[0]?.fromAddress).toBe(user);
  });

  it('credits once even when notified twice: one token already held means delivered', async () => {
    await notifyDelivered(order());
    await notifyDelivered(order());
    expect(findHolding(USER, T1)?.num).toBe(1);
    expect(rowsOf(T1)).toHaveLength(1);
    await grantTokens(move([T1 + 1]));
    await notifyDelivered(order({ tokenIds: [T1 + 1, T1 + 2] }));
    expect(findHolding(USER, T1 + 2)).toBeUndefined();
  });

  it('credits again once the earlier tokens left (a row at zero is not a holding)', async () => {
    await notifyDelivered(order());
    const from = { address: USER, type: 0 as const };
    await takeTokens({ ...move([T1, T2]), from, to: { address: user, type: 1 } });
    await notifyDelivered(order());
    expect(findHolding(USER, T1)?.num).toBe(1);
  });

  it('credits nothing to a ship-directly order: it becomes a delivery instead', async () => {
    const detail = { name: 'A', phone: '13800000000', detail: 'x', note: '' };
    await notifyDelivered(order({ expressType: 1, txHash: HASH, expressDetail: detail }));
    expect(holdingsOf(USER)).toEqual([]);
    expect(deliveryOrders.findMany((q) => q.where({ txHash: HASH }))).toHaveLength(1);
  });
});
