import { accountEndpoints } from '@contracts/account';
import { authEndpoints } from '@contracts/auth';
import { Wallet } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import { advance, now } from '../../core/clock';
import { persona } from '../../core/personas';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { challenges, findUser, isRealNameVerified } from '../users/table';
import { sessionBackendImpl } from './handlers';
import { buildChallenge, CHALLENGE_TTL_MS, inviterOf, randomDigits, rfc3339Cst } from './rules/challenge';
import { challenge, login } from './testing/sign-in';

setupMockServer();

describe('challenge text helpers', () => {
  it('prints times as RFC 3339 in China time', () => {
    expect(rfc3339Cst(Date.UTC(2025, 0, 1, 4, 0, 0))).toBe('2025-01-01T12:00:00+08:00');
    expect(rfc3339Cst(Date.UTC(2025, 11, 31, 16, 30, 5))).toBe('2026-01-01T00:30:05+08:00');
  });
  it('draws the requested number of decimal digits', () => {
    expect(randomDigits(12)).toMatch(/^\d{12}$/);
    expect(randomDigits(3)).toMatch(/^\d{3}$/);
  });
  it('leaves out the 邀请码 line for a blank inviter and expires 30 minutes after issue', () => {
    const base = { domain: 'a.test', address: '0xABCDEF', nonce: '123', issuedAt: Date.UTC(2025, 0, 1, 4) };
    const lines = buildChallenge({ ...base, inviteAddress: '   ' }).split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[1]).toBe('0xabcdef');
    expect(lines.some((l) => l.startsWith('邀请码'))).toBe(false);
    expect(lines[10]).toBe('过期时间：2025-01-01T12:30:00+08:00');
    expect(CHALLENGE_TTL_MS).toBe(1_800_000);
  });
  it('reads the inviter back trimmed and lower-cased, or "" without the line', () => {
    expect(inviterOf('x\n邀请码： 0xAbC \ny')).toBe('0xabc');
    expect(inviterOf('x\n 邀请码：0xabc\ny')).toBe('');
    expect(inviterOf('no invite here')).toBe('');
  });
});

describe('auth.content', () => {
  it('refuses an inviter with a bad EIP-55 checksum and stores no challenge', async () => {
    const p = persona('normal');
    const r = await callEndpoint(authEndpoints.content, { address: p.address, inviteAddress: `0x${'aB'.repeat(20)}` });
    expect(r.body).toEqual({ code: 1, message: 'Invalid address format' });
    expect(challenges.findMany((q) => q.where({ address: p.address }))).toHaveLength(0);
  });
  it('keys the challenge by the lower-cased address, expiring after the TTL', async () => {
    const fresh = Wallet.createRandom();
    await challenge(fresh.address);
    const row = challenges.findFirst((q) => q.where({ address: fresh.address.toLowerCase() }));
    expect(row?.expiresAt).toBe(now() + CHALLENGE_TTL_MS);
  });
});

describe('auth.login', () => {
  it('refuses a login address with a bad checksum', async () => {
    const r = await login(`0x${'aB'.repeat(20)}`, `0x${'11'.repeat(65)}`);
    expect(r.body).toEqual({ code: 1, message: 'Invalid address format' });
  });
  it('accepts a signature sent without the 0x prefix', async () => {
    const p = persona('normal');
    const sig = await new Wallet(p.privateKey).signMessage(await challenge(p.address));
    const r = await login(p.address, sig.slice(2));
    expect(r.body.code).toBe(0);
    expect((r.body.data as { authorization: string }).authorization).toMatch(/^[0-9a-f]{32}$/);
  });
  it('still accepts the challenge 1 ms before it expires, and refuses it exactly at expiry', async () => {
    const p = persona('normal');
    const wallet = new Wallet(p.privateKey);
    const early = await wallet.signMessage(await challenge(p.address));
    advance(CHALLENGE_TTL_MS - 1);
    expect((await login(p.address, early)).body.code).toBe(0);
    const late = await wallet.signMessage(await challenge(p.address));
    advance(CHALLENGE_TTL_MS);
    expect((await login(p.address, late)).body).toEqual({
      code: 1,
      message: 'Invalid parameter: 签名原文已过期. Please check your input',
    });
  });
  it('answers 签名校验失败 for a signature no key could have made, and burns the challenge', async () => {
    const p = persona('normal');
    await challenge(p.address);
    const r = await login(p.address, `0x${'11'.repeat(64)}05`, 'zh');
    expect(r.body).toEqual({ code: 1, message: '参数错误：签名校验失败，请检查输入' });
    expect(challenges.findMany((q) => q.where({ address: p.address }))).toHaveLength(0);
  });
  it('tells a frozen account so in words, and leaves its login time alone', async () => {
    const p = persona('frozen');
    const before = findUser(p.address)?.latestLoginTime;
    advance(60_000);
    const r = await login(p.address, await new Wallet(p.privateKey).signMessage(await challenge(p.address)));
    expect(r.body).toEqual({ code: 303, message: 'Your account has been frozen. Please contact customer support' });
    expect(findUser(p.address)?.latestLoginTime).toBe(before);
  });
  it('registers a fresh address as real-name verified, without an inviter', async () => {
    const fresh = Wallet.createRandom();
    const r = await login(fresh.address, await fresh.signMessage(await challenge(fresh.address)));
    expect(r.body.code).toBe(0);
    expect(findUser(fresh.address)).toMatchObject({ parentAddress: '', latestLoginTime: now(), status: 1 });
    expect(isRealNameVerified(fresh.address)).toBe(true);
  });
  it('registers under a mixed-case inviter and counts the invitation once', async () => {
    const fresh = Wallet.createRandom();
    const inviter = persona('inviter').address;
    const before = findUser(inviter)?.inviteNum ?? 0;
    const text = await challenge(fresh.address, new Wallet(persona('inviter').privateKey).address);
    expect((await login(fresh.address, await fresh.signMessage(text))).body.code).toBe(0);
    expect(findUser(fresh.address)?.parentAddress).toBe(inviter);
    expect(findUser(inviter)?.inviteNum).toBe(before + 1);
  });
});

describe('session lookup', () => {
  it('answers 302 to a live token whose user no longer exists', async () => {
    const token = await tokenFor(`0x${'3'.repeat(40)}`);
    const r = await callEndpoint(accountEndpoints.info, {}, { token });
    expect(r.body).toEqual({ code: 302, message: 'Your login session has expired. Please log in again' });
  });
  it('answers 302 to an unknown token', async () => {
    const r = await callEndpoint(accountEndpoints.info, {}, { token: 'f'.repeat(32) });
    expect(r.body.code).toBe(302);
  });
  it('lets an active user through', async () => {
    const r = await callEndpoint(accountEndpoints.info, {}, { token: await tokenFor('normal') });
    expect(r.body.data).toMatchObject({ address: persona('normal').address, status: 1 });
  });
});

describe('account.info', () => {
  it('answers 302, not an empty user, when the session outlives its user row', async () => {
    // The HTTP lookup already refuses such a token; a custom backend could still hand one over.
    const spy = vi
      .spyOn(sessionBackendImpl, 'lookup')
      .mockReturnValue({ kind: 'ok', session: { token: 'x', address: `0x${'4'.repeat(40)}` }, frozen: false });
    try {
      const r = await callEndpoint(accountEndpoints.info, {}, { token: 'a'.repeat(32) });
      expect(r.body).toEqual({ code: 302, message: 'Your login session has expired. Please log in again' });
    } finally {
      spy.mockRestore();
    }
  });
});
