import { z } from 'zod';
import { defineEndpoint } from './core/endpoint';
import { Address } from './core/primitives';
import { MerchantVO } from './shared-vo';

export { MerchantVO };

export const merchantEndpoints = {
  info: defineEndpoint({
    id: 'merchant.info',
    method: 'GET',
    path: '/api/v/merchant/info',
    summary: 'A merchant card by its external address',
    auth: 'none',
    family: 'v',
    input: () => z.object({ address: Address }),
    data: MerchantVO,
  }),
} as const;
