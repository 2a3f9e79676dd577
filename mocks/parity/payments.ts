import { msg } from '../core/messages';
import { LOST_UPDATE, type ParityRow } from './row';

/** Pay (§7 r9–12, B1, B6), and the "not confirmed" text the backend declares but never sends. */
export const PAYMENTS_ROWS: readonly ParityRow[] = [
  {
    id: 'pay.no-quote',
    source: '§7 r9, B6',
    endpoint: 'payments.pay',
    situation: 'no price quote from pay-type in the last 10 minutes',
    ...LOST_UPDATE,
  },
  {
    id: 'pay.not-pending',
    source: '§7 r10–12, B1',
    endpoint: 'payments.pay',
    // OrderService.pay verifies the hash (TransferUtils.payment) before the conditional update.
    situation: 'a cancelled order and a hash the backend has no receipt for: the hash is checked first',
    code: 1,
    zh: '无效的交易哈希',
    en: 'Invalid transaction hash',
  },
  {
    id: 'pay.not-pending-paid-on-chain',
    source: '§7 r12, B6',
    endpoint: 'payments.pay',
    situation: 'a real transfer to the merchant for an order cancelled meanwhile (lost conditional update)',
    ...LOST_UPDATE,
  },
  {
    id: 'pay.wrong-payee',
    source: '§7 r10, B1',
    endpoint: 'payments.pay',
    situation: 'a mined transfer to someone other than the merchant',
    code: 1,
    zh: '无效的交易哈希',
    en: 'Invalid transaction hash',
  },
  {
    id: 'pay.hash-used',
    source: '§7 r11',
    endpoint: 'payments.pay',
    situation: 'a hash that already paid another order',
    code: 1,
    zh: '交易哈希已被使用',
    en: 'Transaction hash already used',
  },
  {
    id: 'pay.pending-hash',
    source: 'B1',
    endpoint: 'payments.pay',
    situation: 'a hash the backend’s node has no receipt for yet (sent, not mined)',
    code: 1,
    zh: '无效的交易哈希',
    en: 'Invalid transaction hash',
  },
  {
    id: 'pay.not-confirmed',
    source: '§3, B1',
    endpoint: 'payments.pay',
    situation: 'the text transaction_hash_not_confirmed',
    code: 1,
    // The one row looked up in messages.ts: a text the backend never sends stands only in its catalogue.
    zh: msg('transaction_hash_not_confirmed', 'zh'),
    en: msg('transaction_hash_not_confirmed', 'en'),
    notProduced: 'declared in the message files but never sent by the real backend (B1), so the mock never sends it',
  },
];
