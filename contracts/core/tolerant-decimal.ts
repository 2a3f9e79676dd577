import { z } from 'zod';
import { Decimal } from './primitives';

/**
 * Plain notation of a decimal the backend may print less tidily than documented ("9.90", "09.9") or
 * a JSON number (a proxy or a future serialiser change). Scientific notation is refused: the money
 * module works on plain decimals only, and a guessed conversion could shift an amount.
 */
export function toPlainDecimal(value: string | number): string | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return undefined;
  const int = m[2]?.replace(/^0+(?=\d)/, '') ?? '0';
  const frac = (m[3] ?? '').replace(/0+$/, '');
  const sign = m[1] && (int !== '0' || frac) ? '-' : '';
  return `${sign}${int}${frac ? `.${frac}` : ''}`;
}

/** What the client accepts where the strict contract says `Decimal`; the result is always a Decimal. */
export const TolerantDecimal = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const plain = toPlainDecimal(value);
  if (plain === undefined || !Decimal.safeParse(plain).success) {
    ctx.addIssue({ code: 'custom', message: 'not a plain decimal amount' });
    return z.NEVER;
  }
  return plain;
});
