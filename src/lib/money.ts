/**
 * Money arrives as decimal strings ("9.9"). Arithmetic happens on integer fen (minor units); display
 * divides by 100 with 2 decimals (spec §9 submit bar). Never add or multiply JS floats.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "9.9" → 990. Extra decimals round half up (CNY prices have at most 2; rates may have more). */
export function toFen(decimal: string): number {
  const m = DECIMAL.exec(decimal.trim());
  if (!m) throw new RangeError(`not a decimal amount: ${JSON.stringify(decimal)}`);
  const [, sign, int = '0', frac = ''] = m;
  let fen = BigInt(int) * 100n + BigInt((frac + '00').slice(0, 2));
  if ((frac[2] ?? '0') >= '5') fen += 1n;
  if (fen > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`amount too large: ${decimal}`);
  const n = Number(fen);
  return sign && n !== 0 ? -n : n;
}

/** 990 → "¥9.90" (or "9.90" with an empty symbol). */
export function formatFen(fen: number, symbol = '¥'): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer: ${fen}`);
  const neg = fen < 0;
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${neg ? '-' : ''}${symbol}${yuan}.${cents}`;
}

export const formatYuan = (decimal: string, symbol = '¥'): string => formatFen(toFen(decimal), symbol);

/** Coin amounts (18 decimals) stay exact: "1.5" → 1500000000000000000n. */
export function toUnits(decimal: string, decimals = 18): bigint {
  const m = DECIMAL.exec(decimal.trim());
  if (!m) throw new RangeError(`not a decimal amount: ${JSON.stringify(decimal)}`);
  const [, sign, int = '0', frac = ''] = m;
  if (frac.length > decimals) throw new RangeError(`more than ${decimals} decimals: ${decimal}`);
  const units = BigInt(int) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
  return sign ? -units : units;
}

/** 1500000000000000000n → "1.5" (trailing zeros stripped, like the backend prints BigDecimal). */
export function fromUnits(units: bigint, decimals = 18): string {
  const neg = units < 0n;
  const abs = neg ? -units : units;
  const base = 10n ** BigInt(decimals);
  const int = abs / base;
  const frac = (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}
