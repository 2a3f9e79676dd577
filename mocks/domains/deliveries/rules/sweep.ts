import { now } from '../../../core/clock';
import { grantTokens, mockHash } from '../../assets/table';
import { findMerchantInside } from '../../goods/table';
import { advanceDeliveries, type DeliveryRecord, patchDelivery } from '../table';

/**
 * docs/backend/rules.md#r23-return-tracking: after a completed return the tokens go back to the buyer (the real job
 * runs every 5 s).
 */
async function sendTokensBack(o: DeliveryRecord, at: number): Promise<void> {
  const hash = mockHash(`return-back:${o.orderId}`);
  await grantTokens({
    tokenIds: o.tokenIds,
    skuId: o.skuId,
    hash,
    recordType: 6,
    time: at,
    from: { address: findMerchantInside(o.sellerAddress) ?? o.sellerAddress, type: 1 },
    to: { address: o.buyerAddress, type: 0 },
  });
  await patchDelivery(o.orderId, (r) => {
    r.refundTxStatus = 1;
    r.refundTxHash = hash;
  });
}

export const sweepDeliveries = () => advanceDeliveries(now(), sendTokensBack);
