import { chainTransferEndpoints } from '@contracts/chain-transfer';
import { implement } from '../../core/implement';
import { paginate } from '../../core/paging';
import { ok } from '../../core/respond';
import { restDateTime } from '../../core/rest-time';
import { chainTransfers, type TransferRecord } from '../assets/table';
import { findSku, findSpu } from '../goods/rules/stock';
import { findUser } from '../users/table';

function uidOf(address: string, type: TransferRecord['fromType']): number {
  return type === 0 ? (findUser(address)?.uid ?? 0) : 0;
}

/** A token's circulation, newest first (filters as the admin page: goodsId, token, address, state). */
const page = implement(chainTransferEndpoints.page, ({ input }) => {
  const address = input.chainAddress?.toLowerCase();
  const rows = chainTransfers
    .all()
    .filter((r) => input.goodsId === undefined || r.goodsId === input.goodsId)
    .filter((r) => input.token === undefined || String(r.tokenId) === input.token)
    .filter((r) => address === undefined || r.fromAddress === address || r.toAddress === address)
    .filter((r) => input.transState === undefined || input.transState === -1 || r.transState === input.transState)
    .filter((r) => input.recordType === undefined || input.recordType === -1 || r.recordType === input.recordType)
    .sort((a, b) => b.createTime - a.createTime || Number(b.transferId) - Number(a.transferId));
  const p = paginate(rows, input.page, input.size, 10);
  return ok({
    ...p,
    data: p.data.map((r) => {
      const spu = findSpu(r.goodsId);
      const sku = findSku(r.skuId);
      return {
        transferId: r.transferId,
        chainHash: r.chainHash,
        recordType: r.recordType,
        fromChainAddress: r.fromAddress,
        fromType: r.fromType,
        fromUid: uidOf(r.fromAddress, r.fromType),
        toChainAddress: r.toAddress,
        toType: r.toType,
        toUid: uidOf(r.toAddress, r.toType),
        goodsId: r.goodsId,
        goodsName: sku?.name ?? spu?.name ?? '',
        goodsCover: sku?.cover ?? spu?.cover ?? '',
        goodsTotal: spu?.total ?? 0,
        token: String(r.tokenId),
        transState: r.transState,
        createTime: restDateTime(r.createTime),
        updateTime: restDateTime(r.updateTime),
      };
    }),
  });
});

export const chainTransferHandlers = [page];
