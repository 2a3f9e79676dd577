/**
 * Stable placeholders for what a recording must not keep: session tokens, wallet addresses and signatures.
 * Stable: the same value gets the same placeholder throughout a run, so a recording still shows that the
 * address of a login is the one of the order. Shaped like the original (an address stays 0x + 40 hex), so
 * a recorded answer still reads through the contracts exactly as the original did.
 */
const ADDRESS = /0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g;
const SIGNATURE = /0x[0-9a-fA-F]{130}(?![0-9a-fA-F])/g;
/** Keys whose string value is a credential whatever its shape. */
const TOKEN_KEYS = new Set(['authorization', 'token', 'accesstoken', 'password', 'paypassword']);

export class Redactor {
  private readonly seen = new Map<string, string>();
  private counts = { address: 0, signature: 0, token: 0 };

  private stable(value: string, make: (n: number) => string, kind: keyof Redactor['counts']): string {
    const key = `${kind}:${value.toLowerCase()}`;
    let out = this.seen.get(key);
    if (!out) {
      out = make(++this.counts[kind]);
      this.seen.set(key, out);
    }
    return out;
  }

  token(value: string): string {
    return this.stable(value, (n) => `redacted-token-${n}`, 'token');
  }

  /** Addresses and signatures inside any text (a path, a query, a message). */
  text(value: string): string {
    return value
      .replace(SIGNATURE, (s) =>
        this.stable(s, (n) => `0x${'5'.repeat(122)}${n.toString(16).padStart(8, '0')}`, 'signature'),
      )
      .replace(ADDRESS, (a) =>
        this.stable(a, (n) => `0x${'a'.repeat(32)}${n.toString(16).padStart(8, '0')}`, 'address'),
      );
  }

  /** A JSON value with every credential key and every address or signature replaced. */
  json(value: unknown, key = ''): unknown {
    if (typeof value === 'string') return TOKEN_KEYS.has(key.toLowerCase()) ? this.token(value) : this.text(value);
    if (Array.isArray(value)) return value.map((v) => this.json(v));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.json(v, k)]));
    }
    return value;
  }

  /** Request headers worth keeping in a recording, credentials replaced. */
  headers(headers: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(headers)) {
      const name = k.toLowerCase();
      if (name === 'cookie') continue; // the mock's own cookies, and the tester's: never recorded
      out[name] = TOKEN_KEYS.has(name) ? this.token(v) : this.text(v);
    }
    return out;
  }
}
