import { type Lang, say } from '../core/messages';
import { fail, failWith, type Reply } from '../core/respond';
import { type ChainTx, findTx, txStatus } from '../db/chain-ledger';

/**
 * What the real backend does first with every submitted hash (real-api-notes 5.2 and rule 10): it reads
 * the receipt. No receipt yet (pending, dropped, unknown) → code 1 "交易尚未确认成功"; a failed receipt →
 * code 1 with the chain's own error text; only a successful one goes on to the business checks.
 */
export function confirmedTx(hash: string, lang: Lang): { tx: ChainTx } | Reply<never> {
  const tx = findTx(hash);
  // Stryker disable next-line StringLiteral: with no tx the `!tx` test below answers first, whatever this says.
  const status = tx ? txStatus(tx) : 'dropped';
  if (!tx || status === 'pending' || status === 'dropped') return failWith('transaction_hash_not_confirmed', lang);
  if (status === 'reverted') return fail(1, say(lang, { zh: tx.error, en: tx.error }));
  return { tx };
}
