/**
 * Money arrives as decimal strings ("9.9"). Arithmetic happens on integer fen (minor units); display
 * divides by 100 with 2 decimals (the submit bar, docs/backend/spec-rules.md#constants). Never add or multiply JS
 * floats.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "9.9" → 990. Extra decimals round half up (CNY prices have at most 2; rates may have more). */
export function toFen(decimal: string): number {
  const m = DECIMAL.exec(decimal.trim());
  if (!m) throw new RangeError(`not a decimal amount: ${JSON.stringify(decimal)}`);
  const [, sign, int = '0', frac = ''] = m;
  let fen = BigInt(int) * 100n + BigInt(`${frac}00`.slice(0, 2));
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

/** What a price may be shown in: CNY (the shop's prices) or a pay coin (contracts/payments CoinType). */
export type PriceCurrency = 'CNY' | 'BTY' | 'USDT';

/** The /rest invoice amount is a JSON number of yuan: its decimal text, never × 100 (0.1 + 0.2 stays 0.3). */
const decimalText = (n: number) => n.toFixed(6).replace(/\.?0+$/, '');

/**
 * The one price formatter, for amounts as the wire sends them: a decimal string, or a JSON number of yuan
 * (the /rest invoice amount).
 * - CNY: "¥12.50", always 2 decimals, from integer fen (half up past the second decimal).
 * - A coin: the exact amount and its symbol, "0.0123 BTY", never rounded: it is what the wallet sends.
 * Junk text throws (a contract bug, not something to show); a number that is not finite shows as ''.
 */
export function formatPrice(amount: string | number, currency: PriceCurrency = 'CNY'): string {
  if (typeof amount === 'number' && !Number.isFinite(amount)) return '';
  const decimal = typeof amount === 'number' ? decimalText(amount) : amount;
  if (currency === 'CNY') return formatFen(toFen(decimal));
  return `${fromUnits(toUnits(decimal))} ${currency}`;
}

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
