import { merchantEndpoints } from '@contracts/merchant';
import { describe, expect, it } from 'vitest';
import { persona } from '../../core/personas';
import { callEndpoint } from '../../node';
import { setupMockServer } from '../../testing';
import { merchants } from '../goods/table';

setupMockServer();

describe('merchant.info', () => {
  it('finds a merchant by an upper-case address', async () => {
    const address = persona('merchant2').address;
    const r = await callEndpoint(merchantEndpoints.info, { address: address.toUpperCase().replace('0X', '0x') });
    expect(r.body.data).toEqual(merchants.findFirst((q) => q.where({ address })));
  });
});
