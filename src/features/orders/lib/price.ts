import { formatFen, toFen } from '@/lib/money';

/** Submit bar total: unit price (decimal string) × quantity, in fen; displayed as ¥ fen/100 with 2 decimals. */
export function totalFen(unitPrice: string, num: number): number {
  return toFen(unitPrice) * num;
}

export function formatTotal(unitPrice: string, num: number): string {
  return formatFen(totalFen(unitPrice, num));
}
