import { formatFen, toFen } from '@/lib/money';

/** The /rest invoice amount is a JSON number of yuan; read it through its decimal text, never × 100. */
export function formatYuanNumber(yuan: number): string {
  if (!Number.isFinite(yuan)) return '';
  return formatFen(toFen(yuan.toFixed(6).replace(/\.?0+$/, '')));
}
