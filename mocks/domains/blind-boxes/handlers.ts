import { blindBoxesEndpoints } from '@contracts/blind-boxes';
import { implement } from '../../core/implement';
import { paginate } from '../../core/paging';
import { ok } from '../../core/respond';
import { restDateTime } from '../../core/rest-time';
import { blindBoxOpens } from './table';

const openRecordPage = implement(blindBoxesEndpoints.openRecordPage, ({ input }) => {
  const rows = blindBoxOpens
    .findMany((q) => q.where({ goodsId: input.goodsId }))
    .sort((a, b) => b.createTime - a.createTime || b.id - a.id);
  // The spec's client pages by 10; an absent size means 10 here.
  const page = paginate(rows, input.page, input.size, 10);
  return ok({
    ...page,
    data: page.data.map((r) => ({
      id: r.id,
      uid: r.uid,
      nickName: r.nickName,
      boxGoodsId: r.prizeSkuId,
      goodsName: r.prizeName,
      createTime: restDateTime(r.createTime),
      cover: r.cover,
    })),
  });
});

export const blindBoxesHandlers = [openRecordPage];
