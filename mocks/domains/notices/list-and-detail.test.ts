import { noticesEndpoints, type SysNoticeVO } from '@contracts/notices';
import { describe, expect, it } from 'vitest';
import { now } from '../../core/clock';
import { callEndpoint } from '../../node';
import { setupMockServer } from '../../testing';
import { notices } from './table';

setupMockServer();

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
