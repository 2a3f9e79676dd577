import { addressesEndpoints, type UserExpressVO } from '@contracts/addresses';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../core/store';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { sampleAddress } from './testing/sample-address';

setupMockServer();

const entry = sampleAddress;

async function list(token: string) {
  return (await callEndpoint(addressesEndpoints.list, {}, { token })).body.data as UserExpressVO[];
}
const save = (token: string, body: Record<string, unknown>) => callEndpoint(addressesEndpoints.save, body, { token });

describe('address book', () => {
  it('lists the normal persona’s seeded addresses with exactly one default, none for the newbie', async () => {
    const rows = await list(await tokenFor('normal'));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.status === 1)).toHaveLength(1);
    expect(await list(await tokenFor('newbie'))).toEqual([]);
  });

  it('adds, edits and makes a new default unique', async () => {
    const token = await tokenFor('normal');
    expect((await save(token, { ...entry, status: 1 })).body.code).toBe(0);
    let rows = await list(token);
    const added = rows.find((r) => r.name === '陈晨');
    expect(added?.status).toBe(1);
    expect(rows.filter((r) => r.status === 1)).toHaveLength(1);
    expect((await save(token, { ...entry, id: added?.id, location: '天府大道 2 号', status: 1 })).body.code).toBe(0);
    rows = await list(token);
    expect(rows.find((r) => r.id === added?.id)?.location).toBe('天府大道 2 号');
    expect(rows.length).toBe(4);
  });

  it('refuses blank fields and over-long ones with a clear error, state unchanged', async () => {
    const token = await tokenFor('normal');
    const before = snapshot();
    const blank = await save(token, { ...entry, name: '   ' });
    expect(blank.body.code).toBe(1);
    expect(blank.body.message).toContain('name');
    const long = await save(token, { ...entry, phone: '1'.repeat(17) });
    expect(long.body.code).toBe(1);
    expect(long.body.message).toContain('phone');
    expect(await save(token, { ...entry, status: 2 })).toMatchObject({ body: { code: 1 } });
    expect(snapshot().userAddresses).toEqual(before.userAddresses);
  });

  it('allows 26 addresses (refused only when more than 25 exist), then says the limit is reached', async () => {
    const token = await tokenFor('newbie');
    for (let i = 0; i < 26; i++) expect((await save(token, { ...entry, name: `收货人${i}` })).body.code).toBe(0);
    const refused = await save(token, { ...entry, name: '第27个' });
    expect(refused.body).toMatchObject({ code: 1, message: 'Maximum limit already reached' });
    expect(await list(token)).toHaveLength(26);
  });

  it('deletes only the caller’s own address', async () => {
    const normal = await tokenFor('normal');
    const target = (await list(normal))[1] as UserExpressVO;
    const stranger = await callEndpoint(
      addressesEndpoints.delete,
      { id: target.id },
      { token: await tokenFor('newbie') },
    );
    expect(stranger.body.code).toBe(1);
    expect((await list(normal)).some((r) => r.id === target.id)).toBe(true);
    expect((await callEndpoint(addressesEndpoints.delete, { id: target.id }, { token: normal })).body.code).toBe(0);
    expect((await list(normal)).some((r) => r.id === target.id)).toBe(false);
  });

  it('answers one address by id, or no data for an unknown id', async () => {
    const token = await tokenFor('normal');
    const first = (await list(token))[0] as UserExpressVO;
    expect((await callEndpoint(addressesEndpoints.detail, { id: first.id }, { token })).body.data).toEqual(first);
    const none = await callEndpoint(addressesEndpoints.detail, { id: 99999 }, { token });
    expect(none.body.code).toBe(0);
    expect(none.body).not.toHaveProperty('data');
  });
});
