import { contentEndpoints, SysBannerVO } from '@contracts/content';
import { now } from '../../core/clock';
import { implement } from '../../core/implement';
import { ok } from '../../core/respond';
import { banners } from '../goods/table';

const list = implement(contentEndpoints.banners, () => {
  const at = now();
  const rows = banners
    .findMany((q) => q.where({ status: 1 }))
    .filter((b) => b.startTime <= at && at <= b.endTime)
    .sort((a, b) => a.showOrder - b.showOrder)
    .map((b) => SysBannerVO.parse(b));
  return ok(rows);
});

export const contentHandlers = [list];
