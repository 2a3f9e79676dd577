import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../testing';
import { datePrefix } from '../goods/table';
import { nextOrderId, orders } from './table';

setupMockServer();

const AT = Date.UTC(2026, 5, 1, 4);

describe('nextOrderId', () => {
  it('continues the serial after the highest one in the table, with a two-digit tail from 10 to 99', () => {
    // The seed placed 14 orders with serials 1 to 14, on various days.
    const serial = '00000015';
    expect(nextOrderId(AT, () => 0)).toBe(`${datePrefix(AT)}${serial}10`);
    expect(nextOrderId(AT, () => 0.9999)).toBe(`20260601${serial}99`);
  });

  it('starts at serial 1 in an empty table and ignores ids without a numeric serial', async () => {
    const sample = orders.all()[0];
    if (!sample) throw new Error('no seeded order');
    orders.clear();
    expect(nextOrderId(AT, () => 0.5)).toBe('202606010000000155');
    await orders.create({ ...sample, orderId: 'legacy-order-id-x' });
    expect(nextOrderId(AT, () => 0.5)).toBe('202606010000000155');
  });
});
