import { noticesEndpoints, type SysNoticeVO } from '@contracts/notices';
import { now } from '../../core/clock';
import { implement } from '../../core/implement';
import { paginate } from '../../core/paging';
import { ok } from '../../core/respond';
import { type NoticeRecord, notices } from './table';

function toVO(n: NoticeRecord, withContent: boolean): SysNoticeVO {
  const { status: _status, ...vo } = n;
  return { ...vo, content: withContent ? n.content : '' };
}

/** Online and active by now; `top`/`scroll` filter when 0 or 1 (−1 or absent: any). Top desc, id desc. */
const page = implement(noticesEndpoints.page, ({ input }) => {
  const at = now();
  const rows = notices
    .findMany((q) => q.where({ status: 1 }))
    .filter((n) => n.activeTime <= at)
    .filter((n) => input.top === undefined || input.top === -1 || n.top === input.top)
    .filter((n) => input.scroll === undefined || input.scroll === -1 || n.scroll === input.scroll)
    .sort((a, b) => b.top - a.top || b.id - a.id);
  const result = paginate(rows, input.page, input.size);
  // The real page blanks the HTML: the feed never carries it.
  return ok({ ...result, data: result.data.map((n) => toVO(n, false)) });
});

/** Status is not checked (an offline notice still opens by id); an unknown id answers no data. */
const detail = implement(noticesEndpoints.detail, ({ input }) => {
  const n = notices.findFirst((q) => q.where({ id: input.id }));
  return n ? ok(toVO(n, true)) : ok();
});

export const noticesHandlers = [page, detail];
