import { describe, expect, it } from 'vitest';
import { goodsEndpoints } from '../goods';
import { strictDrift } from './strict-drift';

const A = `0x${'a'.repeat(40)}`;
const spu = {
  goodsId: '7',
  type: 0,
  name: 'goods',
  cover: '',
  price: '9.9',
  total: 10,
  sales: 1,
  stock: 9,
  favorite: 0,
  saleType: 0,
};
const page = (items: unknown[]) => ({
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
const item = (patch: Record<string, unknown> = {}) => ({
  spu: { ...spu, ...patch },
  merchant: { address: A, name: 'm', headUrl: '', insideAddress: A },
});

describe('strictDrift', () => {
  it('finds nothing in what the contract describes', () => {
    expect(strictDrift(goodsEndpoints.page.data, page([item()]))).toEqual([]);
  });

  it('names a wrong scalar type, an unknown enum value and an extra field, with their concrete places', () => {
    const issues = strictDrift(goodsEndpoints.page.data, page([item(), item({ price: 9.9, saleType: 7, promo: 'x' })]));
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'data.data[].spu.price', at: ['data', 1, 'spu', 'price'], kind: 'wrong_type' },
        { path: 'data.data[].spu.saleType', at: ['data', 1, 'spu', 'saleType'], kind: 'unknown_enum_value' },
        { path: 'data.data[].spu.promo', at: ['data', 1, 'spu', 'promo'], kind: 'extra_field' },
      ]),
    );
    expect(issues).toHaveLength(3);
  });

  it('what it reports, the tolerant reader accepts (positive control of the "tolerated" kind)', () => {
    const body = { code: 0, message: 'ok', data: page([item({ price: 9.9, saleType: 7, promo: 'x' })]) };
    expect(goodsEndpoints.page.readResponse(body)).toMatchObject({ usable: true, drift: [] });
  });
});
