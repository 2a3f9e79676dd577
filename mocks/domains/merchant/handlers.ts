import { MerchantVO, merchantEndpoints } from '@contracts/merchant';
import { implement } from '../../core/implement';
import { RAW } from '../../core/messages';
import { fail, ok } from '../../core/respond';
import { merchants } from '../goods/table';

const info = implement(merchantEndpoints.info, ({ input }) => {
  const m = merchants.findFirst((q) => q.where({ address: input.address.toLowerCase() }));
  // The real getMerchantVO throws an NPE for an unknown merchant: code 1 "Internal error".
  return m ? ok(MerchantVO.parse(m)) : fail(1, RAW.internalError);
});

export const merchantHandlers = [info];
