import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { Decimal } from './primitives';

/**
 * Plain notation of a decimal the backend may print less tidily than documented ("9.90", "09.9") or
 * a JSON number (a proxy or a future serialiser change). Scientific notation in a string is refused:
 * the money module works on plain decimals only.
 */
export function toPlainDecimal(value: string | number): string | undefined {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return undefined;
  const int = m[2]?.replace(/^0+(?=\d)/, '') ?? '0';
  const frac = (m[3] ?? '').replace(/0+$/, '');
  const sign = m[1] && (int !== '0' || frac) ? '-' : '';
  return `${sign}${int}${frac ? `.${frac}` : ''}`;
}

/** A JSON number in plain notation: 1e-7 -> "0.0000001", 1e21 -> "1000000000000000000000". */
function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  const text = String(n);
  if (!/e/i.test(text)) return text;
  return Math.abs(n) >= 1e21 ? BigInt(n).toString() : n.toFixed(20);
}

/**
 * A decimal in plain notation, tidy or not: what the wire may carry where money is a string. At most
 * 13 integer digits (optionally after leading zeros): beyond that an amount in fen leaves the safe
 * integer range and the money module cannot show it, so it is refused here rather than crash a screen.
 */
const LOOSE_DECIMAL = /^\s*-?0*\d{1,13}(\.\d+)?\s*$/;
const MAX_AMOUNT = 1e13;

/** What the client accepts where the strict contract says `Decimal`; the result is always a Decimal. */
export const TolerantDecimal = lazySchema(() =>
  z.union([z.string().regex(LOOSE_DECIMAL), z.number().gt(-MAX_AMOUNT).lt(MAX_AMOUNT)]).transform((value, ctx) => {
    const plain = toPlainDecimal(value);
    if (plain === undefined || !Decimal.safeParse(plain).success) {
      ctx.addIssue({ code: 'custom', message: 'not a plain decimal amount' });
      return z.NEVER;
    }
    return plain;
  }),
);
