import { chainEndpoints } from '@contracts/chain';
import { CONTRACT_CHAIN_ID, ERC1155_ABI } from '@contracts/chain-abi';
import { Interface } from 'ethers';
import { now } from '../../core/clock';
import { implement } from '../../core/implement';
import { type Lang, say } from '../../core/messages';
import { fail, failWith, invalid, ok, type Reply } from '../../core/respond';
import { indexOpenBox } from '../blind-boxes/rules/open';
import { DEFAULT_CONTRACT } from '../goods/table';
import { expressTokens, transferTokens } from './rules/events';
import { txHashReceipt } from './rules/receipt';
import { markUsed } from './table';

const erc1155 = new Interface(ERC1155_ABI);

/** The contracts the shop knows: only the auto-deployed ERC-1155 (ctId 1). */
export const CONTRACTS = [DEFAULT_CONTRACT];

const contractList = implement(chainEndpoints.contractList, () => ok(CONTRACTS));

function reverted(lang: Lang, reason: string): Reply<never> {
  return fail(1, say(lang, { zh: `交易执行失败：${reason}`, en: `Transaction failed: ${reason}` }));
}

/**
 * Indexes a contract tx the wallet sent to the mock chain (docs/backend/endpoints.md#tx-hash): openBlindBoxNFT draws a
 * prize (the blind-boxes domain's rule, blind-boxes/rules/open.ts), expressNFT creates a delivery order, transfers move
 * holdings. Re-submitting a hash is harmless.
 */
const txHash = implement(chainEndpoints.txHash, async ({ input, lang }) => {
  const contract = CONTRACTS.find((c) => c.ctId === input.ctId);
  if (!contract) return failWith('invalid_parameter', lang);
  const receipt = txHashReceipt(input.txHash, lang);
  if (!('tx' in receipt)) return receipt;
  const { tx } = receipt;
  if (tx.chainId !== CONTRACT_CHAIN_ID || tx.to !== contract.address.toLowerCase()) return ok();
  let call: ReturnType<Interface['parseTransaction']>;
  try {
    call = erc1155.parseTransaction({ data: tx.data });
    // Stryker disable next-line BlockStatement: an empty catch leaves `call` undefined, and `!call` below answers the same ok().
  } catch {
    return ok();
  }
  if (!call) return ok();
  if (call.name === 'openBlindBoxNFT') return indexOpenBox(tx, Number(call.args[0] as bigint), input.respType, lang);
  if (call.name === 'expressNFT') {
    if (tx.usedBy.startsWith('chain:express:')) return ok();
    if (tx.usedBy !== '') return failWith('transaction_hash_already_used', lang);
    const ids = (call.args[0] as bigint[]).map(Number);
    const made = await expressTokens(tx, ids, String(call.args[1]), now());
    if ('error' in made) return invalid(lang, say(lang, made.error));
    await markUsed(tx.hash, `chain:express:${made.orderId}`);
    return ok();
  }
  // Stryker disable next-line ConditionalExpression: ERC1155_ABI has four functions; only the two transfers get here.
  if (call.name === 'safeTransferFrom' || call.name === 'safeBatchTransferFrom') {
    const ids = call.name === 'safeTransferFrom' ? [call.args[2] as bigint] : [...(call.args[2] as bigint[])];
    const moved = await transferTokens(tx, String(call.args[0]), String(call.args[1]), ids.map(Number), now());
    if ('error' in moved) return reverted(lang, moved.error);
    return ok();
  }
  return ok();
});

export const chainHandlers = [contractList, txHash];
