import { contentEndpoints } from '@contracts/content';
import { invitesEndpoints } from '@contracts/invites';
import { merchantEndpoints } from '@contracts/merchant';
import { noticesEndpoints, type SysNoticeVO } from '@contracts/notices';
import { describe, expect, it } from 'vitest';
import { now } from '../../core/clock';
import { paginate } from '../../core/paging';
import { persona } from '../../core/personas';
import { notices } from '../notices/table';
import { users } from '../users/table';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { banners, merchants } from '../goods/table';

setupMockServer();

const bannerTitles = async () =>
  ((await callEndpoint(contentEndpoints.banners, {})).body.data as Array<{ title: string }>).map((b) => b.title);
const setBanner = (title: string, change: Record<string, number>) =>
  banners.update((q) => q.where({ title }), { data: (r) => void Object.assign(r, change) });

describe('content.banners', () => {
  it('shows a banner from the instant its window opens to the instant it closes, inclusive', async () => {
    const [first, second] = (await bannerTitles()) as [string, string];
    await setBanner(first, { startTime: now() });
    await setBanner(second, { endTime: now() });
    expect(await bannerTitles()).toEqual(expect.arrayContaining([first, second]));
    await setBanner(first, { startTime: now() + 1 });
    await setBanner(second, { endTime: now() - 1 });
    const after = await bannerTitles();
    expect(after).not.toContain(first);
    expect(after).not.toContain(second);
  });
  it('orders by showOrder ascending and carries no admin fields', async () => {
    const before = await bannerTitles();
    const last = before[before.length - 1] as string;
    await setBanner(last, { showOrder: -5 });
    const after = await bannerTitles();
    expect(after).toEqual([last, ...before.slice(0, -1)]);
    const r = await callEndpoint(contentEndpoints.banners, {});
    const row = (r.body.data as Array<Record<string, unknown>>)[0];
    expect(row).not.toHaveProperty('status');
    expect(row).not.toHaveProperty('showOrder');
  });
});

describe('merchant.info', () => {
  it('finds a merchant by an upper-case address', async () => {
    const address = persona('merchant2').address;
    const r = await callEndpoint(merchantEndpoints.info, { address: address.toUpperCase().replace('0X', '0x') });
    expect(r.body.data).toEqual(merchants.findFirst((q) => q.where({ address })));
  });
});

type NoticePage = { data: SysNoticeVO[]; totalSize: number };
const noticePage = async (body: Record<string, unknown> = {}) =>
  (await callEndpoint(noticesEndpoints.page, { size: 100, ...body })).body.data as NoticePage;
const online = () => notices.findMany((q) => q.where({ status: 1 })).filter((n) => n.activeTime <= now());

describe('notices', () => {
  it('filters top 0 and scroll 0 as values, not as "any"', async () => {
    const notTop = await noticePage({ top: 0 });
    expect(notTop.totalSize).toBe(online().filter((n) => n.top === 0).length);
    expect(notTop.data.every((n) => n.top === 0)).toBe(true);
    const notScroll = await noticePage({ scroll: 0 });
    expect(notScroll.totalSize).toBe(online().filter((n) => n.scroll === 0).length);
    expect((await noticePage({ scroll: -1 })).totalSize).toBe(online().length);
    expect((await noticePage({ top: 1, scroll: 1 })).data.every((n) => n.top === 1 && n.scroll === 1)).toBe(true);
  });
  it('orders by id descending among equal top flags', async () => {
    const ids = (await noticePage({ top: 0 })).data.map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids.length).toBeGreaterThan(2);
  });
  it('shows a notice from the instant it becomes active', async () => {
    const future = notices.all().find((n) => n.activeTime > now() && n.status === 1);
    await notices.update((q) => q.where({ id: future?.id }), {
      data: (r) => void Object.assign(r, { activeTime: now() }),
    });
    expect((await noticePage()).data.map((n) => n.id)).toContain(future?.id);
  });
  it('gives the detail with its HTML but without the admin status', async () => {
    const n = online()[0];
    const r = await callEndpoint(noticesEndpoints.detail, { id: String(n?.id) });
    const vo = r.body.data as Record<string, unknown>;
    expect(vo.content).toBe(n?.content);
    expect((n?.content ?? '').length).toBeGreaterThan(0);
    expect(vo).not.toHaveProperty('status');
    expect(vo).toMatchObject({ id: n?.id, title: n?.title, top: n?.top, scroll: n?.scroll });
  });
});

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

describe('paginate edges', () => {
  it('caps a size of 2001 at 2000 and answers an exact multiple without an extra page', () => {
    const rows = Array.from({ length: 20 }, (_, i) => i);
    expect(paginate(rows, 1, 2001).pageSize).toBe(2000);
    const p = paginate(rows, 2, 10);
    expect([p.totalPage, p.hasNextPage, p.start, p.end, p.data[9]]).toEqual([2, false, 10, 20, 19]);
    expect(paginate(rows, 1, 20)).toMatchObject({ totalPage: 1, hasPrePage: false, hasNextPage: false });
  });
});
