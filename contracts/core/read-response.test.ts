import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '../account';
import { contentEndpoints } from '../content';
import { goodsEndpoints } from '../goods';
import { ordersEndpoints } from '../orders';
import { paymentsEndpoints } from '../payments';
import { tolerantOf } from './tolerant';

const ok = (data: unknown) => ({ code: 0, message: 'Success', data });
const A = `0x${'a'.repeat(40)}`;
const merchant = { address: A, name: 'm', headUrl: '', insideAddress: A };
const spu = (goodsId: string) => ({
  goodsId,
  type: 0,
  name: `goods ${goodsId}`,
  cover: '',
  price: '9.9',
  total: 10,
  sales: 1,
  stock: 9,
  favorite: 0,
  saleType: 0,
});
const goodsPage = (items: unknown[]) =>
  ok({
    pageNumber: 1,
    pageSize: 10,
    totalPage: 1,
    totalSize: items.length,
    hasPrePage: false,
    hasNextPage: false,
    start: 0,
    end: 10,
    dataSize: items.length,
    data: items,
  });

describe('readResponse: forms the real backend sends', () => {
  it('accepts a banner whose target arrived as JSON and hands the UI its text', () => {
    const r = contentEndpoints.banners.readResponse(ok([{ id: 1, title: 't', cover: '', target: { path: '/goods' } }]));
    expect(r).toMatchObject({ usable: true, drift: [], data: [{ target: '{"path":"/goods"}' }] });
  });

  it('accepts money as a number or an untidy decimal, and gives the UI a plain decimal string', () => {
    const r = paymentsEndpoints.payType.readResponse(
      ok([{ chainType: 0, coinType: 0, price: 0.5, amount: '12.50', payAddress: A }]),
    );
    expect(r).toMatchObject({ usable: true, drift: [], data: [{ price: '0.5', amount: '12.5' }] });
  });

  it('accepts a nickname longer than the request limit and unknown extra fields', () => {
    const user = { uid: 1, address: A, parentAddress: '', status: 1, nickname: 'x'.repeat(40), headUrl: '' };
    const r = accountEndpoints.info.readResponse(ok({ ...user, inviteNum: 0, registerTime: 1, vipLevel: 3 }));
    expect(r).toMatchObject({ usable: true, drift: [] });
    expect(r.usable && r.data).not.toHaveProperty('vipLevel');
  });

  it('accepts refund notes without `note`, which the strict shape requires', () => {
    const e = ordersEndpoints.detail;
    const notes = e.data.shape.info.shape.refundNote;
    const tolerant = tolerantOf(notes, e.guaranteed, 'data.info.refundNote');
    expect(notes.safeParse([{ type: 'user', time: 1 }]).success).toBe(false);
    expect(tolerant.safeParse([{ type: 'user', time: 1 }])).toMatchObject({ success: true, data: [{ note: '' }] });
    expect(tolerant.safeParse([{ type: 'user' }]).success).toBe(false); // time is guaranteed (docs/backend/objects.md#order-info-vo)
  });
});

describe('readResponse: status values added by the backend later', () => {
  it('reads an unknown status number through, so the screen can word it as unknown instead of dropping it', () => {
    const e = ordersEndpoints.detail;
    const status = e.data.shape.info.shape.status;
    expect(status.safeParse(9).success).toBe(false);
    const tolerant = tolerantOf(status, e.guaranteed, 'data.info.status');
    expect(tolerant.safeParse(9)).toMatchObject({ success: true, data: 9 });
    expect(tolerant.safeParse('9').success).toBe(false);
    expect(tolerant.safeParse(1.5).success).toBe(false);
  });
});

describe('readResponse: one odd item never blanks a page', () => {
  it('drops the malformed item, keeps the others and says what it dropped (no values)', () => {
    const bad = { spu: { ...spu('g2'), price: 'free!' }, merchant };
    const r = goodsEndpoints.page.readResponse(
      goodsPage([{ spu: spu('g1'), merchant }, bad, { spu: spu('g3'), merchant }]),
    );
    expect(r.usable).toBe(true);
    if (!r.usable) return;
    expect(r.data?.data.map((x) => x.spu.goodsId)).toEqual(['g1', 'g3']);
    expect(r.drift).toEqual([{ path: 'data.data[].spu.price', kind: 'invalid_format', action: 'item-dropped' }]);
    expect(JSON.stringify(r.drift)).not.toContain('free!');
  });

  it('gives a malformed non-essential field its fallback and keeps the item', () => {
    const r = goodsEndpoints.page.readResponse(goodsPage([{ spu: { ...spu('g1'), saleTime: 'soon' }, merchant }]));
    expect(r).toMatchObject({ usable: true, drift: [{ path: 'data.data[].spu.saleTime', action: 'field-dropped' }] });
    expect(r.usable && r.data?.data[0]?.spu.saleTime).toBeUndefined();
  });

  it('is unusable only when what the screen needs is missing outside any list', () => {
    const r = goodsEndpoints.page.readResponse(ok({ data: [] }));
    expect(r.usable).toBe(false);
    expect(r.drift[0]).toMatchObject({ action: 'unusable' });
  });
});

describe('readResponse: bad bodies', () => {
  it.each([['not json'], [null], [[1]], [{ message: 'x' }], [{ code: '0', message: 'x' }]])(
    '%j is not an envelope',
    (b) => {
      expect(goodsEndpoints.page.readResponse(b)).toEqual({
        usable: false,
        drift: [{ path: '(root)', kind: 'not_envelope', action: 'unusable' }],
      });
    },
  );
  it('passes a non-zero code through for the error catalogue, whatever data says', () => {
    expect(goodsEndpoints.page.readResponse({ code: 302, message: 'expired', data: 5 })).toEqual({
      usable: true,
      code: 302,
      message: 'expired',
      data: undefined,
      drift: [],
    });
  });
  it('treats an absent data key as "nothing found" (NON_NULL), not as drift', () => {
    expect(goodsEndpoints.detail.readResponse({ code: 0, message: 'ok' })).toMatchObject({
      usable: true,
      data: undefined,
    });
  });
});
