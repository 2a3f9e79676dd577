import { accountEndpoints } from '@contracts/account';
import { authEndpoints } from '@contracts/auth';
import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { advance, now } from '../../core/clock';
import { persona } from '../../core/personas';
import { snapshot } from '../../core/store';
import { callEndpoint } from '../../node';
import { loginAs, setupMockServer } from '../../testing';
import { challenges, findUser, SESSION_TTL_MS, users } from '../users/table';
import { rfc3339Cst } from './rules/challenge';
import { challenge, login } from './testing/sign-in';

setupMockServer();

describe('sign-in challenge (d0878 format)', () => {
  it('is the exact address-keyed text with a 12-digit nonce and a 30-minute window', async () => {
    const p = persona('normal');
    const text = await challenge(p.address);
    const lines = text.split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('mall.test想要您使用该地址进行签名：');
    expect(lines[1]).toBe(p.address);
    expect(lines[3]).toBe('请签名此消息以验证您对该地址的控制权，并接受我们的服务条款：https://mall.test/tos');
    expect(lines[4]).toBe('和隐私政策：https://mall.test/privacy-policy');
    expect(lines.slice(6, 8)).toEqual(['网站：https://mall.test', '版本：1']);
    expect(lines[8]).toMatch(/^随机数：\d{12}$/);
    expect(lines[9]).toBe(`签发时间：${rfc3339Cst(now())}`);
    expect(lines[10]).toBe(`过期时间：${rfc3339Cst(now() + 30 * 60_000)}`);
    expect(text.endsWith('\n')).toBe(false);
  });
  it('has the 邀请码 line only with an inviter', async () => {
    const inviter = persona('inviter').address;
    const text = await challenge(Wallet.createRandom().address, inviter);
    expect(text.split('\n')[9]).toBe(`邀请码：${inviter}`);
  });
  it('keeps one challenge per address even when requests race', async () => {
    const p = persona('normal');
    await Promise.all(Array.from({ length: 6 }, () => challenge(p.address)));
    expect(challenges.findMany((q) => q.where({ address: p.address }))).toHaveLength(1);
  });
  it('rejects a mixed-case address with a bad checksum, and a missing inviteAddress', async () => {
    const bad = `0x${'aB'.repeat(20)}`;
    const r = await callEndpoint(authEndpoints.content, { address: bad, inviteAddress: '' });
    expect(r.body).toEqual({ code: 1, message: 'Invalid address format' });
    const missing = await callEndpoint(authEndpoints.content, { address: persona('normal').address });
    expect(missing.body.message).toContain('inviteAddress: required');
  });
});

describe('login with a real personal_sign signature', () => {
  it('logs an existing user in and updates latestLoginTime', async () => {
    advance(60_000);
    const token = await loginAs('normal');
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const info = await callEndpoint(accountEndpoints.info, {}, { token });
    expect(info.body.data).toMatchObject({ address: persona('normal').address, latestLoginTime: now() });
  });
  it('rejects a signature by another key', async () => {
    const p = persona('normal');
    const text = await challenge(p.address);
    const r = await login(p.address, await new Wallet(persona('newbie').privateKey).signMessage(text), 'zh');
    expect(r.body).toEqual({ code: 1, message: '参数错误：签名校验失败，请检查输入' });
  });
  it('rejects a signature of a tampered message', async () => {
    const p = persona('normal');
    const text = await challenge(p.address);
    const tampered = text.replace(/随机数：\d+/, '随机数：000000000000');
    const r = await login(p.address, await new Wallet(p.privateKey).signMessage(tampered));
    expect(r.body).toEqual({ code: 1, message: 'Invalid parameter: 签名校验失败. Please check your input' });
  });
  it('rejects an expired challenge', async () => {
    const p = persona('normal');
    const text = await challenge(p.address);
    advance(30 * 60_000 + 1);
    const r = await login(p.address, await new Wallet(p.privateKey).signMessage(text));
    expect(r.body).toEqual({ code: 1, message: 'Invalid parameter: 签名原文已过期. Please check your input' });
  });
  it('uses a challenge once', async () => {
    const p = persona('normal');
    const sig = await new Wallet(p.privateKey).signMessage(await challenge(p.address));
    expect((await login(p.address, sig)).body.code).toBe(0);
    expect((await login(p.address, sig)).body.message).toContain('签名原文已过期');
  });
  it('only the latest challenge counts', async () => {
    const p = persona('normal');
    const first = await challenge(p.address);
    await challenge(p.address);
    const r = await login(p.address, await new Wallet(p.privateKey).signMessage(first));
    expect(r.body.message).toContain('签名校验失败');
  });
  it('answers 303 to a frozen account and issues no session', async () => {
    const p = persona('frozen');
    const before = snapshot().sessions;
    const r = await login(p.address, await new Wallet(p.privateKey).signMessage(await challenge(p.address)));
    expect(r.body.code).toBe(303);
    expect(snapshot().sessions).toEqual(before);
  });
  it('rejects a malformed signature at validation', async () => {
    const r = await login(persona('normal').address, '0x1234');
    expect(r.body.message).toContain('signature: ');
  });
});

describe('registration', () => {
  it('registers an unknown address under its inviter and counts the invitation', async () => {
    const fresh = Wallet.createRandom();
    const inviter = persona('inviter').address;
    const invitesBefore = findUser(inviter)?.inviteNum ?? -1;
    const text = await challenge(fresh.address, inviter);
    const r = await login(fresh.address, await fresh.signMessage(text));
    expect(r.body.code).toBe(0);
    const user = findUser(fresh.address);
    expect(user).toMatchObject({ parentAddress: inviter, status: 1, headUrl: '', inviteNum: 0, registerTime: now() });
    expect(user?.nickname).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(user?.uid).toBe(Math.max(...users.all().map((u) => u.uid)));
    expect(findUser(inviter)?.inviteNum).toBe(invitesBefore + 1);
  });
  it('ignores a self-invitation', async () => {
    const fresh = Wallet.createRandom();
    const r = await login(fresh.address, await fresh.signMessage(await challenge(fresh.address, fresh.address)));
    expect(r.body.code).toBe(0);
    expect(findUser(fresh.address)?.parentAddress).toBe('');
  });
  it('refuses an unregistered inviter and registers nobody', async () => {
    const fresh = Wallet.createRandom();
    const stranger = Wallet.createRandom().address;
    const count = users.count();
    const r = await login(fresh.address, await fresh.signMessage(await challenge(fresh.address, stranger)));
    expect(r.body).toEqual({ code: 1, message: 'Invalid referral address' });
    expect(users.count()).toBe(count);
  });
});

describe('sessions', () => {
  it('logout deletes the session: the token then gets 302', async () => {
    const token = await loginAs('normal');
    expect((await callEndpoint(authEndpoints.logout, {}, { token })).body).toEqual({ code: 0, message: 'Success' });
    expect((await callEndpoint(accountEndpoints.info, {}, { token })).body.code).toBe(302);
  });
  it('expires after 7 days on the mock clock, reads do not extend it', async () => {
    const token = await loginAs('normal');
    advance(SESSION_TTL_MS - 1000);
    expect((await callEndpoint(accountEndpoints.info, {}, { token })).body.code).toBe(0);
    advance(1000);
    expect((await callEndpoint(accountEndpoints.info, {}, { token })).body.code).toBe(302);
  });
  it('logout without a token is 301', async () => {
    expect((await callEndpoint(authEndpoints.logout, {})).body.code).toBe(301);
  });
});
