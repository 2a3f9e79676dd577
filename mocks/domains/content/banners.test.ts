import { contentEndpoints } from '@contracts/content';
import { describe, expect, it } from 'vitest';
import { now } from '../../core/clock';
import { callEndpoint } from '../../node';
import { setupMockServer } from '../../testing';
import { banners } from '../goods/table';

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
