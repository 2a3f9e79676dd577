import { Address } from '@contracts/core/primitives';
import { z } from 'zod';
import { defineTable } from '../../core/store';

/** order_blind_box: one row per opened box; the /rest record page reads it. */
export const blindBoxOpens = defineTable(
  'blindBoxOpens',
  z.object({
    id: z.number().int(),
    goodsId: z.string(),
    address: Address,
    uid: z.number().int(),
    nickName: z.string(),
    prizeSkuId: z.string(),
    prizeName: z.string(),
    cover: z.string(),
    tokenId: z.number().int(),
    rewardTokenId: z.number().int(),
    createTime: z.number(),
  }),
);
