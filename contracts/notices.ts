import { z } from 'zod';
import { defineEndpoint } from './core/endpoint';
import { lazySchema } from './core/lazy-schema';
import { PageQuery, pageOf } from './core/page';
import { EpochMs, QueryInt } from './core/primitives';

/**
 * SysNoticeVO (docs/backend/objects.md#sys-notice-vo). `content` is HTML written by operators: the client must sanitise
 * it before rendering. The page endpoint blanks it (""), only the detail carries it.
 */
export const SysNoticeVO = lazySchema(() =>
  z.object({
    id: z.number().int(),
    /** A JSON column: a real array on the wire, absent when the column is null. */
    classifies: z.array(z.number().int()).optional(),
    title: z.string(),
    content: z.string(),
    cover: z.string(),
    activeTime: EpochMs,
    /** provisional: the admin generation has top/scroll flags (BulletinBoardTopState/Type); the VO may carry them. */
    top: z.union([z.literal(0), z.literal(1)]).optional(),
    scroll: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
);
export type SysNoticeVO = z.infer<typeof SysNoticeVO>;

/** A filter flag of MSysNoticeQO: −1 (or absent) means any, 0 / 1 filter. */
const Flag = lazySchema(() => z.union([z.literal(-1), z.literal(0), z.literal(1)]));

export const noticesEndpoints = {
  page: defineEndpoint({
    id: 'notices.page',
    method: 'POST',
    path: '/api/v/sys/notice/page',
    summary: 'Online notices active by now, top first then newest (id desc); content is blanked',
    auth: 'none',
    family: 'v',
    input: () =>
      PageQuery.extend({
        /** Ignored: the backend forces status 1 (online). */
        status: z.number().int().optional(),
        top: Flag.optional(),
        scroll: Flag.optional(),
      }),
    data: () => pageOf(SysNoticeVO),
  }),
  detail: defineEndpoint({
    id: 'notices.detail',
    method: 'GET',
    path: '/api/v/sys/notice/detail',
    summary: 'One notice with its HTML content; status is not checked; an unknown id answers no data',
    auth: 'none',
    family: 'v',
    input: () => z.object({ id: QueryInt }),
    // The real backend omits `data` for an unknown id (NON_NULL), so it is optional here.
    data: () => SysNoticeVO.optional(),
  }),
} as const;
