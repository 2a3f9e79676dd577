import { describe, expect, it } from 'vitest';
import { Redactor } from './redact';

const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
const SIGNATURE = `0x${'ab'.repeat(65)}`;
const HASH = `0x${'cd'.repeat(32)}`;

describe('Redactor', () => {
  it('replaces tokens, addresses and signatures with stable placeholders of the same shape', () => {
    const r = new Redactor();
    const out = r.json({
      authorization: 'secret-session',
      list: [{ address: ADDRESS, signature: SIGNATURE, note: `paid from ${ADDRESS.toLowerCase()}` }],
      hash: HASH,
      count: 3,
    }) as { authorization: string; list: Array<Record<string, string>>; hash: string; count: number };
    expect(out.authorization).toBe('redacted-token-1');
    const item = out.list[0] as Record<string, string>;
    expect(item.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(item.signature).toMatch(/^0x[0-9a-f]{130}$/);
    // The same address in any case, anywhere, gets the same placeholder.
    expect(item.note).toBe(`paid from ${item.address}`);
    expect(r.headers({ Authorization: 'secret-session', cookie: 'mock_key_x=1', lang: 'en' })).toEqual({
      authorization: 'redacted-token-1',
      lang: 'en',
    });
    // Transaction hashes and numbers are not credentials: kept.
    expect(out.hash).toBe(HASH);
    expect(out.count).toBe(3);
    expect(JSON.stringify(out)).not.toMatch(/secret-session|976ea740/i);
  });
});
