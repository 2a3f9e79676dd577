import { invitesEndpoints } from '@contracts/invites';
import { describe, expect, it } from 'vitest';
import { persona } from '../../core/personas';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { users } from '../users/table';

setupMockServer();

describe('invites.page', () => {
  it('pages the invitees by 100 by default, newest uid first', async () => {
    const inviter = persona('inviter').address;
    const r = await callEndpoint(invitesEndpoints.page, { size: 2 }, { token: await tokenFor('inviter') });
    const p = r.body.data as { pageSize: number; data: Array<{ uid: number }> };
    const uids = users
      .findMany((q) => q.where({ parentAddress: inviter }))
      .map((u) => u.uid)
      .sort((a, b) => b - a);
    expect(p.data.map((u) => u.uid)).toEqual(uids.slice(0, 2));
    const all = await callEndpoint(invitesEndpoints.page, {}, { token: await tokenFor('inviter') });
    expect((all.body.data as { pageSize: number }).pageSize).toBe(100);
  });
});
