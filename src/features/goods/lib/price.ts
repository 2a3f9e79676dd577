import { formatYuan } from '@/lib/money';

/** A CNY decimal string from the wire as "¥12.50" (exact: src/lib/money.ts works in fen). */
export function formatPrice(decimal: string): string {
  return formatYuan(decimal);
}
