import { buildChallenge, rfc3339Cst } from '@mocks/domains/auth/rules/challenge';
import { describe, expect, it } from 'vitest';
import { checkSignInMessage, parseSignInMessage } from './sign-in-message';

const ADDRESS = '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65';
const INVITER = '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc';
const NOW = Date.UTC(2026, 10, 24, 4, 0, 0);
const DOMAIN = 'mall.example.com';

/**
 * The 3eb9b08 text (docs/backend/sign-in.md#message-3eb9b08): ASCII colons, trailing newline, 邀请地址 line always present.
 */
function old3eb(p: { domain: string; address: string; inviter: string; issuedAt: number }): string {
  return [
    `${p.domain} 想要您使用以太坊账户签名（签名不会消耗Gas费用）: `,
    p.address.toLowerCase(),
    '',
    `请签署此消息以验证您对该地址的控制权，并接受我们的服务条款: https://${p.domain}/tos`,
    `和隐私政策: https://${p.domain}/privacy-policy`,
    '',
    `网站: https://${p.domain}/`,
    '版本: 1',
    '随机数: 0123456789abcdef0123456789abcdef',
    p.inviter ? `邀请地址: ${p.inviter.toLowerCase()}` : '',
    `签发时间: ${rfc3339Cst(p.issuedAt)}`,
    `过期时间: ${rfc3339Cst(p.issuedAt + 30 * 60_000)}`,
    '',
  ].join('\n');
}
const d0878 = (p: { domain: string; address: string; inviter: string; issuedAt: number }) =>
  buildChallenge({
    domain: p.domain,
    address: p.address,
    inviteAddress: p.inviter,
    nonce: '123456789012',
    issuedAt: p.issuedAt,
  });

const want = { domain: DOMAIN, address: ADDRESS, inviter: INVITER, now: NOW };
const good = { domain: DOMAIN, address: ADDRESS, inviter: INVITER, issuedAt: NOW - 1000 };

describe.each([
  ['3eb9b08', old3eb],
  ['d0878b06', d0878],
] as const)('the %s sign-in message', (format, build) => {
  it('parses into its parts', () => {
    expect(parseSignInMessage(build(good))).toMatchObject({
      format,
      domain: DOMAIN,
      address: ADDRESS,
      inviter: INVITER,
      issuedAt: NOW - 1000,
      expiresAt: NOW - 1000 + 30 * 60_000,
    });
    expect(parseSignInMessage(build({ ...good, inviter: '' }))?.inviter).toBe('');
  });

  it('passes when it is for this site, this wallet, now and this inviter (any letter case)', () => {
    expect(checkSignInMessage(build(good), { ...want, address: ADDRESS.toUpperCase().replace('0X', '0x') })).toBeNull();
    expect(checkSignInMessage(build({ ...good, inviter: '' }), { ...want, inviter: '' })).toBeNull();
  });

  it.each([
    ['domain', { domain: 'mall.example.com.evil.io' }, {}],
    ['domain', { domain: 'evil.example' }, {}],
    ['address', { address: INVITER }, {}],
    ['issued', { issuedAt: NOW - 60 * 60_000 }, {}],
    ['issued', { issuedAt: NOW + 10 * 60_000 }, {}],
    ['expired', { issuedAt: NOW - 31 * 60_000 }, { now: NOW }],
    ['inviter', { inviter: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' }, {}],
    ['inviter', { inviter: '' }, {}],
  ] as const)('refuses with %s: %j', (problem, change, wantChange) => {
    // An expired message whose issue time is also far away reports the issue time first.
    const expected = problem === 'expired' ? 'issued' : problem;
    expect(checkSignInMessage(build({ ...good, ...change }), { ...want, ...wantChange })).toBe(expected);
  });
});

describe('checkSignInMessage', () => {
  it('refuses a message naming our domain first but another site in its links', () => {
    const text = d0878(good).replace(`网站：https://${DOMAIN}`, '网站：https://evil.example');
    expect(checkSignInMessage(text, want)).toBe('domain');
  });
  it('refuses an expiry already past even when issued moments ago by a skewed server', () => {
    const text = d0878(good).replace(/过期时间：.*$/, `过期时间：${rfc3339Cst(NOW - 1)}`);
    expect(checkSignInMessage(text, want)).toBe('expired');
    const late = d0878({ ...good, issuedAt: NOW - 4 * 60_000 }).replace(
      /过期时间：.*$/,
      `过期时间：${rfc3339Cst(NOW)}`,
    );
    expect(checkSignInMessage(late, want)).toBe('expired');
  });
  it.each(['', 'sign this', '0x00\n\n随机数：1', `${DOMAIN}想要您使用该地址进行签名：\nnot-an-address`])(
    'refuses unreadable text %j',
    (text) => {
      expect(checkSignInMessage(text, want)).toBe('unreadable');
    },
  );
});
