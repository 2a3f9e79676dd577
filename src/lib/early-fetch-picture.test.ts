import { contentEndpoints } from '@contracts/content';
import { goodsEndpoints } from '@contracts/goods';
import { callEndpoint } from '@mocks/node';
import { setupMockServer } from '@mocks/testing';
import { describe, expect, it } from 'vitest';
import { firstBannerPicture, goodsCoverPicture } from './early-fetch-picture';

/**
 * index.html's picker and the app must name the same first picture: the app shows the first banner its tolerant
 * reader keeps (BannerCarousel) and the first image of a goods detail it can read (GoodsCover), and takes the
 * painted element over only if it shows that very URL. Checked on every banner and goods detail body of the
 * seeded shop and on odd bodies the real backend may send.
 */
setupMockServer();

type Body = { code: number; message?: string; data?: unknown };
const clone = <T>(v: T): T => structuredClone(v);

/** The picture the app's first slide shows (an empty URL paints nothing to take over). */
function appBanner(body: Body): string | null {
  const r = contentEndpoints.banners.readResponse(body);
  if (!r.usable || r.code !== 0 || !Array.isArray(r.data)) return null;
  return r.data[0]?.cover || null;
}

/** The goods cover the app shows, or null when it shows none (no images, or the detail is unusable: error state). */
function appCover(body: Body): string | null {
  const r = goodsEndpoints.detail.readResponse(body);
  if (!r.usable || r.code !== 0 || !r.data) return null;
  return r.data.spu.images[0] || null;
}

async function bannerBody(): Promise<Body> {
  return (await callEndpoint(contentEndpoints.banners, {})).body as Body;
}

async function goodsBodies(): Promise<Body[]> {
  const page = (await callEndpoint(goodsEndpoints.page, { page: 1, size: 100 })).body as Body;
  const ids = ((page.data as { data: { spu: { goodsId: string } }[] }).data ?? []).map((g) => g.spu.goodsId);
  return Promise.all(ids.map(async (goodsId) => (await callEndpoint(goodsEndpoints.detail, { goodsId })).body as Body));
}

describe('the first banner', () => {
  it('is the one the app shows, on the seeded list', async () => {
    const body = await bannerBody();
    const list = body.data as unknown[];
    expect(list.length).toBeGreaterThan(1);
    expect(firstBannerPicture(body.data)).toBe(appBanner(body));
    expect(firstBannerPicture(body.data)).toMatch(/^http|^\//);
    // From every starting point of the list, so each banner is once the first.
    for (let i = 0; i < list.length; i++) {
      const rest = { ...body, data: list.slice(i) };
      expect(firstBannerPicture(rest.data)).toBe(appBanner(rest));
    }
  });

  it.each<[string, (first: Record<string, unknown>) => void]>([
    ['an id sent as a string', (b) => Object.assign(b, { id: String(b.id) })],
    ['an id that is not a whole number', (b) => Object.assign(b, { id: 1.5 })],
    ['no title', (b) => delete b.title],
    ['no target', (b) => delete b.target],
    ['a null title', (b) => Object.assign(b, { title: null })],
    ['no cover', (b) => delete b.cover],
    ['an empty cover', (b) => Object.assign(b, { cover: '' })],
    ['a target sent as JSON', (b) => Object.assign(b, { target: { path: '/goods/1' } })],
    ['a title sent as a list', (b) => Object.assign(b, { title: ['a'] })],
    ['extra fields', (b) => Object.assign(b, { showOrder: 1, startTime: 0 })],
    ['a numeric cover', (b) => Object.assign(b, { cover: 7 })],
  ])('with %s in the first banner, is still the one the app shows', async (_, bend) => {
    const body = clone(await bannerBody());
    bend((body.data as Record<string, unknown>[])[0] as Record<string, unknown>);
    expect(firstBannerPicture(body.data)).toBe(appBanner(body));
  });

  it('with a first cover sent as JSON (no URL), names none: the app shows its own picture, nothing is swapped', async () => {
    const body = clone(await bannerBody());
    Object.assign((body.data as Record<string, unknown>[])[0] as Record<string, unknown>, { cover: { url: 'x' } });
    expect(firstBannerPicture(body.data)).toBeNull();
    // The app keeps that banner first, its cover read as JSON text: not the second banner's picture.
    expect(appBanner(body)).toBe('{"url":"x"}');
  });

  it.each<[string, unknown]>([
    ['no data', undefined],
    ['null data', null],
    ['an object for a list', { cover: '/a.jpg' }],
    ['an empty list', []],
    ['null items', [null, 7, 'x']],
  ])('with %s, names none, as the app shows none', (_, data) => {
    const body = { code: 0, message: '', data } as Body;
    expect(firstBannerPicture(data)).toBeNull();
    expect(appBanner(body)).toBeNull();
  });

  it('control: a body where they would differ is told apart', async () => {
    const body = clone(await bannerBody());
    const list = body.data as Record<string, unknown>[];
    Object.assign(list[0] as Record<string, unknown>, { id: 'not a number' });
    // A picker that took the first banner with a cover (index.html's before issue 39) paints the dropped one.
    const naive = list.find((b) => typeof b?.cover === 'string')?.cover;
    expect(naive).not.toBe(appBanner(body));
  });
});

describe('the goods cover', () => {
  it('is the one the app shows, on every goods detail of the seeded shop', async () => {
    const bodies = await goodsBodies();
    expect(bodies.length).toBeGreaterThan(5);
    for (const body of bodies) {
      expect(appCover(body)).toMatch(/^http|^\//);
      expect(goodsCoverPicture(body.data)).toBe(appCover(body));
    }
  });

  it.each<[string, (spu: Record<string, unknown>) => void]>([
    ['images sent as one string', (s) => Object.assign(s, { images: 'https://img.example/one.jpg' })],
    ['no images', (s) => delete s.images],
    ['an empty image list', (s) => Object.assign(s, { images: [] })],
    ['a null first image', (s) => Object.assign(s, { images: [null, 'https://img.example/2.jpg'] })],
    ['a numeric first image', (s) => Object.assign(s, { images: [3, 'https://img.example/2.jpg'] })],
    ['an empty first image', (s) => Object.assign(s, { images: ['', 'https://img.example/2.jpg'] })],
    [
      'no optional fields',
      (s) => {
        for (const k of ['classifies', 'detail', 'saleTime', 'saleTimeNormal']) delete s[k];
      },
    ],
  ])('with %s, is still the one the app shows', async (_, bend) => {
    const body = clone((await goodsBodies())[0] as Body);
    bend((body.data as { spu: Record<string, unknown> }).spu);
    expect(goodsCoverPicture(body.data)).toBe(appCover(body));
  });

  it('with a first image sent as JSON (no URL), names none: the app keeps it first, nothing is swapped', async () => {
    const body = clone((await goodsBodies())[0] as Body);
    Object.assign((body.data as { spu: Record<string, unknown> }).spu, {
      images: [{ u: 1 }, 'https://img.example/2.jpg'],
    });
    expect(goodsCoverPicture(body.data)).toBeNull();
    expect(appCover(body)).toBe('{"u":1}');
  });

  it.each<[string, unknown]>([
    ['no data', undefined],
    ['no spu', {}],
    ['a string spu', { spu: 'x' }],
  ])('with %s, names none', (_, data) => {
    expect(goodsCoverPicture(data)).toBeNull();
  });

  it('control: images sent as one string would paint its first letter with a naive picker', async () => {
    const body = clone((await goodsBodies())[0] as Body);
    Object.assign((body.data as { spu: Record<string, unknown> }).spu, { images: 'https://img.example/one.jpg' });
    const naive = (body.data as { spu: { images: string } }).spu.images[0];
    expect(naive).toBe('h');
    expect(appCover(body)).toBeNull();
  });
});
