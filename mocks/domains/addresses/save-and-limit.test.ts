import { addressesEndpoints, type UserExpressVO } from '@contracts/addresses';
import { describe, expect, it } from 'vitest';
import { type PersonaKey, persona } from '../../core/personas';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { addressesOf, nextAddressId, userAddresses } from './table';
import { sampleAddress } from './testing/sample-address';

setupMockServer();

const entry = sampleAddress;
const BAD_ID = { code: 1, message: 'Invalid parameter. Please check your input' };

const call = async (
  e: keyof typeof addressesEndpoints,
  input: Record<string, unknown>,
  who: PersonaKey = 'normal',
  lang: 'en' | 'zh' = 'en',
) => (await callEndpoint(addressesEndpoints[e], input, { token: await tokenFor(who), lang })).body;
const list = async (who: PersonaKey = 'normal') => (await call('list', {}, who)).data as UserExpressVO[];
const defaults = async (who: PersonaKey) => (await list(who)).filter((r) => r.status === 1).map((r) => r.name);

async function fill(who: PersonaKey, n: number) {
  for (let i = 0; i < n; i++)
    await userAddresses.create({
      ...entry,
      name: `收货人${i}`,
      status: 0,
      id: nextAddressId(),
      owner: persona(who).address,
    });
}

describe('address save rules', () => {
  it.each([
    ['name', '收货人'],
    ['phone', '手机号'],
    ['region', '所在地区'],
    ['location', '详细地址'],
  ])('refuses a blank %s with its own message in either language, nothing stored', async (key, zh) => {
    expect(await call('save', { ...entry, [key]: ' \t ' }, 'newbie')).toEqual({
      code: 1,
      message: `Invalid parameter: ${key} must not be blank. Please check your input`,
    });
    expect(await call('save', { ...entry, [key]: '' }, 'newbie', 'zh')).toEqual({
      code: 1,
      message: `参数错误：${zh}不能为空，请检查输入`,
    });
    expect(await list('newbie')).toEqual([]);
  });

  it('stores the fields trimmed, with a fresh id', async () => {
    const before = nextAddressId();
    await call('save', { name: ' 陈晨 ', phone: ' 139 ', region: ' 四川省 ', location: ' 1 号 ', status: 0 }, 'newbie');
    expect(await list('newbie')).toEqual([
      { id: before, name: '陈晨', phone: '139', region: '四川省', location: '1 号', status: 0 },
    ]);
  });

  it('inserts under a new id when the given id is unknown', async () => {
    const next = nextAddressId();
    expect((await call('save', { ...entry, id: 99_999 }, 'newbie')).code).toBe(0);
    expect((await list('newbie')).map((r) => r.id)).toEqual([next]);
  });

  it('keeps the current default when a non-default address is added', async () => {
    await call('save', entry);
    expect(await defaults('normal')).toEqual(['张伟']);
  });

  it('makes a new default unique only within the caller’s own book', async () => {
    await call('save', { ...entry, name: '新手默认', status: 1 }, 'newbie');
    await call('save', { ...entry, status: 1 });
    expect(await defaults('normal')).toEqual(['陈晨']);
    expect(await defaults('newbie')).toEqual(['新手默认']);
  });

  it('moves the default to an edited address', async () => {
    const wang = (await list()).find((r) => r.name === '王芳') as UserExpressVO;
    await call('save', { ...wang, status: 1 });
    expect(await defaults('normal')).toEqual(['王芳']);
    expect(await list()).toHaveLength(3);
  });

  it('edits any id it is given without changing the owner (real quirk)', async () => {
    const inviters = addressesOf(persona('inviter').address)[0];
    await call('save', { ...entry, id: inviters?.id });
    expect(addressesOf(persona('inviter').address)).toMatchObject([{ id: inviters?.id, name: '陈晨' }]);
    expect(await list()).toHaveLength(3);
  });
});

describe('address book limit', () => {
  it('inserts the 26th address but refuses the 27th', async () => {
    await fill('newbie', 25);
    expect((await call('save', entry, 'newbie')).code).toBe(0);
    expect(await call('save', entry, 'newbie')).toEqual({ code: 1, message: 'Maximum limit already reached' });
    expect(await list('newbie')).toHaveLength(26);
  });

  it('still edits an existing address when the book is over the limit', async () => {
    await fill('newbie', 26);
    const first = (await list('newbie'))[0] as UserExpressVO;
    expect((await call('save', { ...first, name: '改名' }, 'newbie')).code).toBe(0);
    expect((await list('newbie'))[0]?.name).toBe('改名');
    expect((await call('save', { ...entry, id: 99_999 }, 'newbie')).code).toBe(1);
  });
});

describe('address list, detail and delete', () => {
  it('lists by ascending id even when rows were stored out of order', async () => {
    const owner = persona('newbie').address;
    for (const id of [40, 30, 35]) await userAddresses.create({ ...entry, id, owner });
    expect((await list('newbie')).map((r) => r.id)).toEqual([30, 35, 40]);
  });

  it('shows any address by id, even another user’s (real quirk)', async () => {
    const theirs = addressesOf(persona('inviter').address)[0];
    expect((await call('detail', { id: theirs?.id }, 'newbie')).data).toMatchObject({ name: '赵敏' });
  });

  it('refuses to delete an unknown or someone else’s address with "invalid parameter"', async () => {
    const theirs = addressesOf(persona('inviter').address)[0];
    expect(await call('delete', { id: 99_999 })).toEqual(BAD_ID);
    expect(await call('delete', { id: theirs?.id })).toEqual(BAD_ID);
    expect(addressesOf(persona('inviter').address)).toHaveLength(1);
  });
});
