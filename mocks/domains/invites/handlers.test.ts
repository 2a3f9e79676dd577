import { UserVO } from '@contracts/account';
import { invitesEndpoints } from '@contracts/invites';
import { describe, expect, it } from 'vitest';
import { persona } from '../../core/personas';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { findUser } from '../users/table';

setupMockServer();

type Page = { data: UserVO[]; totalSize: number; hasNextPage: boolean };

describe('invites.page', () => {
  it("lists the inviter's invitees, uid desc, matching inviteNum", async () => {
    const r = await callEndpoint(invitesEndpoints.page, { size: 100 }, { token: await tokenFor('inviter') });
    const p = r.body.data as Page;
    const inviter = persona('inviter').address;
    expect(p.totalSize).toBe(findUser(inviter)?.inviteNum);
    expect(p.totalSize).toBeGreaterThan(10);
    expect(p.data.every((u) => u.parentAddress === inviter)).toBe(true);
    const uids = p.data.map((u) => u.uid);
    expect(uids).toEqual([...uids].sort((a, b) => b - a));
    expect(p.data.map((u) => u.address)).toContain(persona('invitee').address);
    expect(p.data.every((u) => UserVO.strict().safeParse(u).success)).toBe(true);
  });
  it('is empty for a user who invited nobody, and 301 without a token', async () => {
    const r = await callEndpoint(invitesEndpoints.page, {}, { token: await tokenFor('newbie') });
    expect((r.body.data as Page).totalSize).toBe(0);
    expect((await callEndpoint(invitesEndpoints.page, {})).body.code).toBe(301);
  });
});
