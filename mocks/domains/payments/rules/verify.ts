import { ERC20_ABI } from '@contracts/chain-abi';
import { CHAIN_ID_OF, type ChainType, USDT_BSC_ADDRESS } from '@contracts/payments';
import { Interface } from 'ethers';
import type { MessageKey } from '../../../core/messages';
import type { ChainTx } from '../../chain/table';
import { fromUnits } from './money';

const erc20 = new Interface(ERC20_ABI);

export type Verdict = { ok: true; paid: string } | { ok: false; key: MessageKey };

/**
 * docs/backend/rules.md#r10-payment-check: BTY is a native transfer on chain 2999 from the buyer to the merchant's
 * inside address; USDT is an ERC-20 transfer on chain 56 through the USDT contract to that address. Paid ≥ required,
 * else insufficient_payment_amount; anything else is Invalid_transaction_hash. `required` is wei.
 */
export function verifyPayment(
  tx: ChainTx,
  chainType: ChainType,
  want: { buyer: string; payTo: string; required: bigint },
): Verdict {
  const bad: Verdict = { ok: false, key: 'Invalid_transaction_hash' };
  if (tx.chainId !== CHAIN_ID_OF[chainType] || tx.from !== want.buyer.toLowerCase()) return bad;
  let paid: bigint;
  if (chainType === 0) {
    if (tx.to !== want.payTo.toLowerCase()) return bad;
    paid = BigInt(tx.value);
  } else {
    if (tx.to !== USDT_BSC_ADDRESS) return bad;
    let parsed: ReturnType<Interface['parseTransaction']>;
    try {
      parsed = erc20.parseTransaction({ data: tx.data });
    } catch {
      return bad;
    }
    if (!parsed) return bad;
    // Stryker disable next-line ConditionalExpression: equivalent while ERC20_ABI declares only `transfer` (any other selector parses to null above)
    if (parsed.name !== 'transfer') return bad;
    if (String(parsed.args[0]).toLowerCase() !== want.payTo.toLowerCase()) return bad;
    paid = parsed.args[1] as bigint;
  }
  if (paid < want.required) return { ok: false, key: 'insufficient_payment_amount' };
  return { ok: true, paid: fromUnits(paid) };
}
