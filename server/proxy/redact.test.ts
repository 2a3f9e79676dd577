import { AuthToken, Signature } from '@contracts/auth';
import { endpoints } from '@contracts/index';
import { OPERATION_PASSWORD_HEADER } from '@contracts/payments';
import { describe, expect, it } from 'vitest';
import { contractCredentialNames, isCredentialName, nameWords } from './credentials';
import { Redactor, sameShape } from './redact';

const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
const SIGNATURE = `0x${'ab'.repeat(65)}`;
const HASH = `0x${'cd'.repeat(32)}`;
const TOKEN = '3f9a0c1d2e4b5a6978f0e1d2c3b4a596';

describe('credential names', () => {
  it('finds a credential in any spelling of its name, and not in ordinary names', () => {
    expect(nameWords('X-Auth-Token')).toEqual(['x', 'auth', 'token']);
    expect(nameWords('accessToken')).toEqual(['access', 'token']);
    expect(nameWords('APIKey')).toEqual(['api', 'key']);
    for (const name of [
      'authorization',
      'Authorization',
      'operation-password',
      'payPassword',
      'token',
      'access_token',
      'X-Api-Key',
      'apikey',
      'client_secret',
      'signature',
      'privateKey',
      'sessionId',
    ]) {
      expect(isCredentialName(name), name).toBe(true);
    }
    for (const name of [
      'lang',
      'content-type',
      'goodsId',
      'address',
      'txHash',
      'page',
      'monkey',
      'keyword',
      'design',
    ]) {
      expect(isCredentialName(name), name).toBe(false);
    }
  });

  it('knows every contract field typed as a token or a signature, and every extra header of an endpoint', () => {
    const names = contractCredentialNames();
    expect(names).toContain(OPERATION_PASSWORD_HEADER);
    expect(names).toContain('authorization');
    expect(names).toContain('signature');
    // Positive control of the walk: it does find these two schemas in the contracts.
    expect(AuthToken.safeParse(TOKEN).success).toBe(true);
    expect(Signature.safeParse(SIGNATURE).success).toBe(true);
    for (const e of endpoints) {
      const shape = (e.headers as unknown as { _zod?: { def: { shape?: object } } } | undefined)?._zod?.def.shape;
      for (const header of Object.keys(shape ?? {})) expect(isCredentialName(header), `${e.id} ${header}`).toBe(true);
    }
  });
});

describe('placeholders of the same format', () => {
  it('keep each character in its class, a 0x prefix, and differ by number', () => {
    expect(sameShape(TOKEN, 1)).toMatch(/^[0-9a-f]{32}$/);
    expect(AuthToken.safeParse(sameShape(TOKEN, 1)).success).toBe(true);
    expect(sameShape(TOKEN, 1)).not.toBe(sameShape(TOKEN, 2));
    expect(sameShape('123456', 1)).toMatch(/^\d{6}$/);
    expect(sameShape('Ab-9_z.Q', 3)).toMatch(/^[A-F][a-f]-\d_[g-z]\.[G-Z]$/);
    expect(sameShape(HASH, 7)).toMatch(/^0x[0-9a-f]{64}$/);
  });
});

describe('Redactor', () => {
  it('replaces credentials by name, addresses and signatures anywhere, with stable placeholders', () => {
    const r = new Redactor();
    const out = r.exchange({
      path: `/api/v/user/${ADDRESS}`,
      query: { token: 'query-secret-1', page: '1' },
      headers: { authorization: TOKEN, [OPERATION_PASSWORD_HEADER]: '123456', cookie: 'mock_key_x=1', lang: 'en' },
      body: { address: ADDRESS, signature: SIGNATURE, note: `paid from ${ADDRESS.toLowerCase()}` },
      response: {
        code: 0,
        message: `session ${TOKEN} ok; query-secret-1 seen; order 20261234567`,
        data: { authorization: TOKEN, hash: HASH, count: 3, pin: 1234 },
      },
    });
    const text = JSON.stringify(out);
    for (const secret of [TOKEN, 'query-secret-1', '"123456"', '976ea740', 'mock_key_x', 'abababab']) {
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    const data = (out.response as { data: Record<string, unknown> }).data;
    expect(data.authorization).toMatch(/^[0-9a-f]{32}$/);
    expect(out.headers.authorization).toBe(data.authorization); // the same token, the same placeholder
    expect(out.headers[OPERATION_PASSWORD_HEADER]).toMatch(/^\d{6}$/);
    expect(out.headers.lang).toBe('en');
    expect(out.headers.cookie).toBeUndefined();
    expect(out.query.page).toBe('1');
    expect(data.pin).toEqual(expect.any(Number));
    expect(String(data.pin)).toHaveLength(4);
    const body = out.body as Record<string, string>;
    expect(body.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(body.signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(body.note).toBe(`paid from ${body.address}`);
    expect(out.path).toBe(`/api/v/user/${body.address}`);
    // Not credentials: kept. A secret inside a longer number is not one (whole words only).
    expect(data.hash).toBe(HASH);
    expect(data.count).toBe(3);
    expect((out.response as { message: string }).message).toContain('order 20261234567');
  });
});
