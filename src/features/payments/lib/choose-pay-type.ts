import type { PriceVO } from '@contracts/payments';

/**
 * The quote the wallet pays with. pay-type lists one entry per chain that is enabled and priced
 * (docs/backend/corrections.md#b7-pay-type-chains): two, one or none, and a refetch may drop the chain the shopper had
 * picked. So the pick counts only while it is still listed; otherwise the first listed chain is taken (the only one, when one is listed), and
 * with none listed there is nothing to pay with.
 */
export function choosePayType(prices: readonly PriceVO[] | undefined, picked: number | null): PriceVO | undefined {
  if (!prices?.length) return undefined;
  return prices.find((p) => p.chainType === picked) ?? prices[0];
}
