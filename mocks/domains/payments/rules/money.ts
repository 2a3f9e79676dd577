/** Exact decimal arithmetic for the mock's money (never JS floats): bigint on 18 places. */
const SCALE = 18;
const ONE = 10n ** BigInt(SCALE);

export function toUnits(dec: string): bigint {
  // Stryker disable next-line StringLiteral: equivalent, split() always yields a first element, so `i` never defaults
  const [i = '0', f = ''] = dec.split('.');
  return BigInt(i) * ONE + BigInt(f.padEnd(SCALE, '0').slice(0, SCALE));
}

/** A plain decimal string with trailing zeros stripped, as the real backend prints BigDecimal. */
export function fromUnits(units: bigint): string {
  const neg = units < 0n;
  const abs = neg ? -units : units;
  const whole = abs / ONE;
  const frac = (abs % ONE).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** amount ÷ price rounded UP to `places` decimals (docs/backend/rules.md#r8-pricing: coins to pay). */
export function divCeil(amount: string, price: string, places = 4): string {
  const step = 10n ** BigInt(SCALE - places);
  const a = toUnits(amount) * ONE;
  const p = toUnits(price);
  if (p <= 0n) throw new Error('divCeil: price must be positive');
  const q = (a + p - 1n) / p;
  const rounded = ((q + step - 1n) / step) * step;
  return fromUnits(rounded);
}
