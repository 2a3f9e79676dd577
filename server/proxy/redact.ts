import { isCredentialName } from './credentials';

/**
 * What a recording must not keep: credentials (tokens, passwords, signatures, keys: by name or contract
 * field, server/proxy/credentials.ts), and wallet addresses and signatures wherever they appear. Each is
 * replaced by a stable placeholder of the same format: the same value gets the same placeholder throughout
 * a run (a recording still shows that the address of a login is the one of the order), and a placeholder
 * reads through the contracts exactly as the original did (a 32-hex token stays 32 hex, an address 0x + 40
 * hex), so a recorded answer replayed through the client's reader gives what the live one gave.
 *
 * A credential once seen by name is also scrubbed from every text of the exchange (a message, a path, a
 * URL that echoes it), which is why an exchange is redacted whole: `exchange()` learns, then replaces.
 */
const ADDRESS = /0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g;
const SIGNATURE = /0x[0-9a-fA-F]{130}(?![0-9a-fA-F])/g;
/** Secrets shorter than this are not searched for inside other texts (a PIN of 4 digits would hit timestamps). */
const SCRUB_MIN = 6;

/**
 * Characters of the same class stay in it: a hex digit stays a hex digit, a capital a capital. Digits fill
 * with 1, so a number keeps its count of digits.
 */
const CLASSES = ['1234567890', 'abcdef', 'ghijklmnopqrstuvwxyz', 'ABCDEF', 'GHIJKLMNOPQRSTUVWXYZ'];
const classOf = (ch: string) => CLASSES.find((c) => c.includes(ch));

/**
 * The `n`th placeholder shaped like `value`: every letter or digit replaced by the first of its class, with
 * `n` written into the last ones (each in its own class's alphabet), everything else kept. Different `n`
 * give different placeholders while there are positions enough.
 */
export function sameShape(value: string, n: number): string {
  // A 0x prefix is part of the format (hex strings, hashes), not of the value.
  const start = /^0x/i.test(value) ? 2 : 0;
  const out = [...value].map((ch, i) => (i < start ? ch : (classOf(ch)?.[0] ?? ch)));
  let rest = n;
  for (let i = out.length - 1; i >= start && rest > 0; i--) {
    const cls = classOf(value[i] as string);
    if (!cls) continue;
    out[i] = cls[rest % cls.length] as string;
    rest = Math.floor(rest / cls.length);
  }
  return out.join('');
}

type Kind = 'address' | 'signature' | 'secret';

export interface RawExchange {
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  response: unknown;
}

export class Redactor {
  private readonly seen = new Map<string, string>();
  private readonly secrets = new Map<string, string>();
  private counts: Record<Kind, number> = { address: 0, signature: 0, secret: 0 };

  private stable(value: string, kind: Kind, make: (n: number) => string): string {
    const key = `${kind}:${kind === 'secret' ? value : value.toLowerCase()}`;
    let out = this.seen.get(key);
    if (!out) {
      out = make(++this.counts[kind]);
      this.seen.set(key, out);
    }
    return out;
  }

  /** The placeholder of a credential value (a number stays a number of as many digits). */
  secret(value: string): string {
    // A signature (or an address) in a credential field gets the placeholder it gets anywhere else.
    if (new RegExp(`^(?:${SIGNATURE.source}|${ADDRESS.source})$`).test(value)) return this.text(value);
    const out = this.stable(value, 'secret', (n) => sameShape(value, n));
    if (value.length >= SCRUB_MIN) this.secrets.set(value, out);
    return out;
  }

  /** Known secrets (as whole words), addresses and signatures inside any text (a path, a query, a message). */
  text(value: string): string {
    let out = value;
    for (const [secret, placeholder] of this.secrets) {
      if (!out.includes(secret)) continue;
      const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      out = out.replace(new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`, 'g'), placeholder);
    }
    return out
      .replace(SIGNATURE, (s) =>
        this.stable(s, 'signature', (n) => `0x${'5'.repeat(122)}${n.toString(16).padStart(8, '0')}`),
      )
      .replace(ADDRESS, (a) =>
        this.stable(a, 'address', (n) => `0x${'a'.repeat(32)}${n.toString(16).padStart(8, '0')}`),
      );
  }

  /** Registers every credential under `value` by its key, without changing anything yet. */
  learn(value: unknown, key = ''): void {
    if (typeof value === 'string' || typeof value === 'number') {
      if (key && isCredentialName(key)) this.secret(String(value));
    } else if (Array.isArray(value)) for (const v of value) this.learn(v, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) this.learn(v, k);
  }

  /** A JSON value with every credential field and every address or signature replaced. */
  json(value: unknown, key = ''): unknown {
    const credential = key !== '' && isCredentialName(key);
    if (typeof value === 'string') return credential ? this.secret(value) : this.text(value);
    if (typeof value === 'number' && credential && Number.isSafeInteger(value)) {
      return Number(this.secret(String(value)));
    }
    if (Array.isArray(value)) return value.map((v) => this.json(v, key));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.json(v, k)]));
    }
    return value;
  }

  /** Request headers worth keeping, credentials replaced; cookies never kept (the mock's and the tester's). */
  headers(headers: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(headers)) {
      const name = k.toLowerCase();
      if (name === 'cookie') continue;
      out[name] = isCredentialName(name) ? this.secret(v) : this.text(v);
    }
    return out;
  }

  /** One whole exchange: every credential learnt first, so a secret echoed anywhere is scrubbed too. */
  exchange(raw: RawExchange): RawExchange {
    for (const [k, v] of Object.entries(raw.headers)) if (k.toLowerCase() !== 'cookie') this.learn(v, k);
    this.learn(raw.query);
    this.learn(raw.body);
    this.learn(raw.response);
    return {
      path: this.text(raw.path),
      query: this.json(raw.query) as Record<string, string>,
      headers: this.headers(raw.headers),
      body: this.json(raw.body),
      response: this.json(raw.response),
    };
  }
}
