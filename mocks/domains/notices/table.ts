import { SysNoticeVO } from '@contracts/notices';
import { z } from 'zod';
import { defineTable } from '../../core/store';

/** sys_notice: the wire VO plus the admin-side status (0 offline, 1 online) and flags. */
export const NoticeRecord = SysNoticeVO.extend({
  status: z.union([z.literal(0), z.literal(1)]),
  top: z.union([z.literal(0), z.literal(1)]),
  scroll: z.union([z.literal(0), z.literal(1)]),
});
export type NoticeRecord = z.infer<typeof NoticeRecord>;
export const notices = defineTable('notices', NoticeRecord);
