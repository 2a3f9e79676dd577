import { z } from 'zod';
import { CHAINS, type ChainId } from './chain-abi';
import { defineEndpoint, NoData } from './core/endpoint';
import { labelledEnum } from './core/labelled-enum';
import { lazySchema } from './core/lazy-schema';
import { Address, Decimal, OrderId, TxHash } from './core/primitives';

/** ChainEnum.TypeEnum (payChain / chainType): BTY pays on chain 2999, BSC (USDT) on chain 56. */
export const ChainType = labelledEnum({
  0: { name: 'BTY', zh: 'BTY（比特元链）', en: 'BTY (Bityuan)' },
  1: { name: 'BSC', zh: 'USDT（BSC 链）', en: 'USDT (BSC)' },
});
export type ChainType = (typeof ChainType.values)[number];

/** ChainEnum.CoinEnum. */
export const CoinType = labelledEnum({
  0: { name: 'BTY', zh: 'BTY', en: 'BTY' },
  1: { name: 'USD', zh: 'USDT', en: 'USDT' },
  2: { name: 'CNY', zh: '人民币', en: 'CNY' },
});

/** Which EVM chain id each pay chain type settles on: the chain table's `payChain` (chain-abi.ts), written there once. */
export const CHAIN_ID_OF = Object.fromEntries(Object.values(CHAINS).map((c) => [c.payChain, c.chainId])) as Record<
  ChainType,
  ChainId
>;

/** BEP-20 USDT on BSC (application-dev.yml): chain-56 payments are ERC-20 transfers to this contract. */
export const USDT_BSC_ADDRESS = '0x55d398326f99059ff775485246999027b3197955';
/** Both pay coins use 18 decimals (BSC USDT included). */
export const PAY_COIN_DECIMALS = 18;

/**
 * PriceVO (docs/backend/objects.md#price-vo): `price` is the coin price in CNY; `amount` the coins to pay (rounded up
 * to 4 dp).
 */
export const PriceVO = lazySchema(() =>
  z.object({
    chainType: ChainType.schema,
    coinType: CoinType.schema,
    price: Decimal,
    amount: Decimal,
    payAddress: Address,
  }),
);
export type PriceVO = z.infer<typeof PriceVO>;

/** provisional: header name of the offline-payment operation password (the spec names no header). */
export const OPERATION_PASSWORD_HEADER = 'operation-password';

export const paymentsEndpoints = {
  payType: defineEndpoint({
    id: 'payments.payType',
    method: 'GET',
    path: '/api/v/order/info/pay-type',
    summary: 'Pay types with live quotes for an order; the quote is cached 10 min per user and /pay needs it',
    auth: 'required',
    family: 'v',
    input: () => z.object({ orderId: OrderId }),
    data: () => z.array(PriceVO),
  }),
  pay: defineEndpoint({
    id: 'payments.pay',
    method: 'POST',
    path: '/api/v/order/info/pay',
    summary: 'Submit the wallet transfer paying an order; a tx hash pays once only',
    auth: 'required',
    family: 'v',
    input: () =>
      z.object({
        orderId: OrderId,
        chainType: ChainType.schema,
        txHash: TxHash,
      }),
    data: NoData,
  }),
  offlinePay: defineEndpoint({
    id: 'payments.offlinePay',
    method: 'POST',
    path: '/api/rest/payment/offline/pay',
    summary: 'Pay an order offline, authorised by the operation password header',
    auth: 'required',
    family: 'rest',
    input: () => z.object({ orderId: OrderId }),
    headers: () =>
      z.object({
        [OPERATION_PASSWORD_HEADER]: z.string().min(1, 'the operation password is required'),
      }),
    data: NoData,
  }),
} as const;
