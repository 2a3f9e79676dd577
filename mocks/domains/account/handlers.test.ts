import { accountEndpoints, UserVO } from '@contracts/account';
import { beforeEach, describe, expect, it } from 'vitest';
import { persona } from '../../core/personas';
import { snapshot } from '../../core/store';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { findUser, users } from '../users/table';

setupMockServer();

let token = '';
beforeEach(async () => {
  token = await tokenFor('normal');
});
const update = (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
  callEndpoint(accountEndpoints.updateInfo, body, { token, lang });

describe('account.info', () => {
  it('answers the caller as a UserVO without internal fields', async () => {
    const r = await callEndpoint(accountEndpoints.info, {}, { token: await tokenFor('invitee') });
    expect(UserVO.strict().safeParse(r.body.data).success).toBe(true);
    expect(r.body.data).toMatchObject({
      address: persona('invitee').address,
      parentAddress: persona('inviter').address,
    });
  });
  it('is 303 for the frozen persona and 301 without a token', async () => {
    expect((await callEndpoint(accountEndpoints.info, {}, { token: await tokenFor('frozen') })).body.code).toBe(303);
    expect((await callEndpoint(accountEndpoints.info, {})).body.code).toBe(301);
  });
});

describe('account.updateInfo', () => {
  it('stores the nickname and resets headUrl to "" whatever was sent', async () => {
    const address = persona('normal').address;
    await users.update((q) => q.where({ address }), {
      data: (u) => {
        u.headUrl = '/mock-img/avatar/x.svg';
      },
    });
    const r = await update({ nickname: '十六个字符以内的昵称', headUrl: 'https://evil.example/a.png' });
    expect(r.body).toEqual({ code: 0, message: 'Success' });
    expect(findUser(address)).toMatchObject({ nickname: '十六个字符以内的昵称', headUrl: '' });
  });
  it('accepts exactly 16 characters and refuses 17, state unchanged', async () => {
    expect((await update({ nickname: 'a'.repeat(16) })).body.code).toBe(0);
    const before = snapshot();
    const r = await update({ nickname: 'b'.repeat(17) });
    expect(r.body).toEqual({
      code: 1,
      message: 'Invalid parameter: nickname: at most 16 characters. Please check your input',
    });
    expect(snapshot()).toEqual(before);
  });
  it.each([
    [{ nickname: '   ' }, 'nickname: must not be blank'],
    [{ nickname: '' }, 'nickname: must not be blank'],
    [{}, 'nickname: required'],
    [{ nickname: 5 }, 'nickname: expected string'],
  ])('refuses %j', async (body, detail) => {
    const before = snapshot();
    const r = await update(body);
    expect(r.body.code).toBe(1);
    expect(r.body.message).toContain(detail);
    expect(snapshot()).toEqual(before);
  });
  it('answers in Chinese by default', async () => {
    const r = await update({}, 'zh');
    expect(r.body.message).toBe('参数错误：nickname: required，请检查输入');
  });
});
