import { noticesEndpoints, type SysNoticeVO } from '@contracts/notices';
import { describe, expect, it } from 'vitest';
import { now } from '../../core/clock';
import { callEndpoint } from '../../node';
import { setupMockServer } from '../../testing';
import { HOSTILE_NOTICE_TITLE } from './seed';
import { notices } from './table';

setupMockServer();

type Page = { data: SysNoticeVO[]; totalSize: number; hasNextPage: boolean };
const page = async (body: Record<string, unknown> = {}) =>
  (await callEndpoint(noticesEndpoints.page, body)).body.data as Page;

describe('notices.page', () => {
  it('lists online, active notices: top first, then id desc, with content blanked', async () => {
    const all = await page({ size: 100 });
    const rows = notices.all().filter((n) => n.status === 1 && n.activeTime <= now());
    expect(all.totalSize).toBe(rows.length);
    const keys = all.data.map((n) => [n.top ?? 0, n.id] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(keys).toEqual(sorted);
    expect(keys[0]?.[0]).toBe(1);
    expect(all.data.every((n) => n.content === '')).toBe(true);
  });
  it('hides offline and not-yet-active notices', async () => {
    const titles = (await page({ size: 100 })).data.map((n) => n.title);
    const hidden = notices.all().filter((n) => n.status === 0 || n.activeTime > now());
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    for (const h of hidden) expect(titles).not.toContain(h.title);
  });
  it('filters by top and scroll flags, −1 meaning any', async () => {
    const top = await page({ top: 1, size: 100 });
    expect(top.data.length).toBeGreaterThan(0);
    expect(top.data.every((n) => n.top === 1)).toBe(true);
    const scroll = await page({ scroll: 1, size: 100 });
    expect(scroll.data.every((n) => n.scroll === 1)).toBe(true);
    expect((await page({ top: -1, size: 100 })).totalSize).toBe((await page({ size: 100 })).totalSize);
  });
  it('pages for infinite scroll', async () => {
    const first = await page({ page: 1, size: 10 });
    const second = await page({ page: 2, size: 10 });
    expect(first.hasNextPage).toBe(true);
    expect(new Set([...first.data, ...second.data].map((n) => n.id)).size).toBe(first.data.length + second.data.length);
  });
});

describe('notices.detail', () => {
  it('carries the HTML, including the hostile payloads the client must sanitise', async () => {
    const hostile = notices.findFirst((q) => q.where({ title: HOSTILE_NOTICE_TITLE }));
    const r = await callEndpoint(noticesEndpoints.detail, { id: String(hostile?.id) });
    const n = r.body.data as SysNoticeVO;
    expect(n.content).toContain('<script>');
    expect(n.content).toContain('onerror=');
    expect(n.content).toContain('javascript:');
  });
  it('opens an offline notice by id (status is not checked)', async () => {
    const off = notices.findFirst((q) => q.where({ status: 0 }));
    const r = await callEndpoint(noticesEndpoints.detail, { id: String(off?.id) });
    expect((r.body.data as SysNoticeVO).title).toBe(off?.title);
  });
  it('answers code 0 with no data key for an unknown id', async () => {
    const r = await callEndpoint(noticesEndpoints.detail, { id: '999999' }, { lang: 'en' });
    expect(r.body).toEqual({ code: 0, message: 'Success' });
  });
  it('refuses a non-numeric id with a clear error', async () => {
    const r = await callEndpoint(noticesEndpoints.detail, { id: 'abc' }, { lang: 'en' });
    expect(r.body.code).toBe(1);
    expect(r.body.message).toMatch(/id/);
  });
});
