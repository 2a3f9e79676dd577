import { ERC20_ABI } from '@contracts/chain-abi';
import { CHAIN_ID_OF, PAY_COIN_DECIMALS, type PriceVO, USDT_BSC_ADDRESS } from '@contracts/payments';
import { Interface, parseUnits } from 'ethers';
import type { ShopChainId } from '@/platform/chains';

/**
 * The transaction a wallet sends for one pay type (docs/backend/rules.md#r10-payment-check): native BTY, or a USDT
 * transfer on BSC.
 */
export interface PaymentTx {
  chainId: ShopChainId;
  to: string;
  /** Wei, as a 0x hex quantity (EIP-1193 style). */
  value: string;
  data: string;
}

const erc20 = new Interface(ERC20_ABI);

export function paymentTx(price: PriceVO): PaymentTx {
  const units = parseUnits(price.amount, PAY_COIN_DECIMALS);
  if (price.chainType === 0) {
    return { chainId: CHAIN_ID_OF[0], to: price.payAddress, value: `0x${units.toString(16)}`, data: '0x' };
  }
  return {
    chainId: CHAIN_ID_OF[1],
    to: USDT_BSC_ADDRESS,
    value: '0x0',
    data: erc20.encodeFunctionData('transfer', [price.payAddress, units]),
  };
}
