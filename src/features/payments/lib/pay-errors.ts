/**
 * The real backend answers both "not confirmed" and "already used" with code 1; only the localised
 * message tells them apart (messages*.properties), so match every language it speaks.
 */
const NOT_CONFIRMED = ['Transaction not confirmed yet', '交易尚未确认成功'];
const ALREADY_USED = ['Transaction hash already used', '交易哈希已被使用'];

export type PayErrorKind = 'notConfirmed' | 'hashUsed' | 'realName' | 'wrongState' | 'other';

export function classifyPayError(error: unknown): PayErrorKind {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'number' ? e.code : undefined;
  const message = typeof e?.message === 'string' ? e.message : '';
  if (code === 304) return 'realName';
  if (code === 2) return 'wrongState';
  if (NOT_CONFIRMED.some((m) => message.includes(m))) return 'notConfirmed';
  if (ALREADY_USED.some((m) => message.includes(m))) return 'hashUsed';
  return 'other';
}
