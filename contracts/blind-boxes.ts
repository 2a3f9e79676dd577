import { z } from 'zod';
import { defineEndpoint } from './core/endpoint';
import { lazySchema } from './core/lazy-schema';
import { pageOf } from './core/page';
import { GoodsId } from './core/primitives';

/**
 * /rest generation (admin `/manager/goods/mystery-box/open-record/page`): its times are strings,
 * kept as the wire sends them, `yyyy-MM-dd HH:mm:ss` in China time (provisional format).
 */
export const RestDateTime = lazySchema(() =>
  z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'yyyy-MM-dd HH:mm:ss'),
);

export const BlindBoxOpenRecordVO = lazySchema(() =>
  z.object({
    id: z.number().int(),
    uid: z.number().int(),
    nickName: z.string(),
    /** The prize's goods id; provisional: in the /v generation prizes are SKUs, so this carries the prize skuId. */
    boxGoodsId: z.string(),
    /** The prize name. */
    goodsName: z.string(),
    createTime: RestDateTime,
    /** provisional: the prize picture, for the record list. */
    cover: z.string().optional(),
  }),
);
export type BlindBoxOpenRecordVO = z.infer<typeof BlindBoxOpenRecordVO>;

export const blindBoxesEndpoints = {
  openRecordPage: defineEndpoint({
    id: 'blindBoxes.openRecordPage',
    method: 'POST',
    path: '/api/rest/goods/mystery-box/open-record/page',
    summary: 'Who opened which prize from a blind box, newest first (page size 10 by default)',
    auth: 'optional',
    family: 'rest',
    // The spec's client sends size 10; the /rest paging fields are the same as PageVO.
    input: () =>
      z.object({
        goodsId: GoodsId,
        page: z.number().int().optional(),
        size: z.number().int().optional(),
      }),
    data: () => pageOf(BlindBoxOpenRecordVO),
  }),
} as const;
