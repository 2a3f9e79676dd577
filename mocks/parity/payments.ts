import { msg } from '../core/messages';
import { LOST_UPDATE, type ParityRow } from './row';

/**
 * Pay (docs/backend/rules.md r9 to r12, docs/backend/corrections.md#b1-pending-hash,
 * docs/backend/corrections.md#b6-refusal-codes), and the "not confirmed" text the backend declares but never sends.
 */
export const PAYMENTS_ROWS: readonly ParityRow[] = [
  {
    id: 'pay.no-quote',
    source: 'docs/backend/rules.md#r9-quote, docs/backend/corrections.md#b6-refusal-codes',
    endpoint: 'payments.pay',
    situation: 'no price quote from pay-type in the last 10 minutes',
    ...LOST_UPDATE,
  },
  {
    id: 'pay.not-pending',
    source:
      'docs/backend/rules.md#r10-payment-check, docs/backend/rules.md#r11-hash-reuse, docs/backend/rules.md#r12-pay-pending-only, docs/backend/corrections.md#b1-pending-hash',
    endpoint: 'payments.pay',
    // OrderService.pay verifies the hash (TransferUtils.payment) before the conditional update.
    situation: 'a cancelled order and a hash the backend has no receipt for: the hash is checked first',
    code: 1,
    zh: '无效的交易哈希',
    en: 'Invalid transaction hash',
  },
  {
    id: 'pay.not-pending-paid-on-chain',
    source: 'docs/backend/rules.md#r12-pay-pending-only, docs/backend/corrections.md#b6-refusal-codes',
    endpoint: 'payments.pay',
    situation: 'a real transfer to the merchant for an order cancelled meanwhile (lost conditional update)',
    ...LOST_UPDATE,
  },
  {
    id: 'pay.wrong-payee',
    source: 'docs/backend/rules.md#r10-payment-check, docs/backend/corrections.md#b1-pending-hash',
    endpoint: 'payments.pay',
    situation: 'a mined transfer to someone other than the merchant',
    code: 1,
    zh: '无效的交易哈希',
    en: 'Invalid transaction hash',
  },
  {
    id: 'pay.hash-used',
    source: 'docs/backend/rules.md#r11-hash-reuse',
    endpoint: 'payments.pay',
    situation: 'a hash that already paid another order',
    code: 1,
    zh: '交易哈希已被使用',
    en: 'Transaction hash already used',
  },
  {
    id: 'pay.pending-hash',
    source: 'docs/backend/corrections.md#b1-pending-hash',
    endpoint: 'payments.pay',
    situation: 'a hash the backend’s node has no receipt for yet (sent, not mined)',
    code: 1,
    zh: '无效的交易哈希',
    en: 'Invalid transaction hash',
  },
  {
    id: 'pay.not-confirmed',
    source: 'docs/backend/codes.md#code-table, docs/backend/corrections.md#b1-pending-hash',
    endpoint: 'payments.pay',
    situation: 'the text transaction_hash_not_confirmed',
    code: 1,
    // The one row looked up in messages.ts: a text the backend never sends stands only in its catalogue.
    zh: msg('transaction_hash_not_confirmed', 'zh'),
    en: msg('transaction_hash_not_confirmed', 'en'),
    notProduced: 'declared in the message files but never sent by the real backend (B1), so the mock never sends it',
  },
];
