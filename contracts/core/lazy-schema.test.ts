import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isBuilt, lazySchema } from './lazy-schema';

/**
 * Counts every zod schema constructed, through zod's one construction hook (`globalConfig.postProcessor`, which
 * every schema constructor calls once the instance is built). The positive controls below prove it sees builds.
 */
const built: unknown[] = [];
beforeAll(() => {
  const holder = globalThis as { __zod_globalConfig?: { postProcessor?: (s: unknown) => void } };
  holder.__zod_globalConfig ??= {};
  const config = holder.__zod_globalConfig;
  config.postProcessor = (schema) => built.push(schema);
  return () => {
    config.postProcessor = undefined;
  };
});

describe('contract modules build their schemas on first use', () => {
  it('the counter sees a schema being built (control)', () => {
    const before = built.length;
    z.object({ a: z.string() });
    expect(built.length).toBeGreaterThanOrEqual(2);
    expect(built.length - before).toBeGreaterThanOrEqual(2);
  });

  it('importing every contract module (the registry, each domain, core) builds no schema', async () => {
    const before = built.length;
    const { endpoints } = await import('../index');
    expect(endpoints.length).toBeGreaterThan(40);
    await import('./primitives');
    await import('./page');
    await import('./envelope');
    await import('./tolerant-decimal');
    expect(built.length - before).toBe(0);
  });

  it('reading one endpoint builds it and what it reaches, not the other endpoints (control)', async () => {
    const { goodsEndpoints, GoodsDetailVO, GoodsSpuVO } = await import('../goods');
    const { ordersEndpoints, OrderInfoVO } = await import('../orders');
    const { contentEndpoints } = await import('../content');
    const before = built.length;
    const banners = contentEndpoints.banners.readResponse({
      code: 0,
      message: 'ok',
      data: [{ id: 1, title: 't', cover: 'c', target: '/goods/1' }],
    });
    expect(banners).toMatchObject({ usable: true, drift: [] });
    expect(built.length - before).toBeGreaterThan(0);
    expect(isBuilt(contentEndpoints.banners.data)).toBe(true);
    for (const unread of [
      goodsEndpoints.detail.data,
      GoodsDetailVO,
      GoodsSpuVO,
      OrderInfoVO,
      ordersEndpoints.page.data,
    ])
      expect(isBuilt(unread)).toBe(false);
    goodsEndpoints.detail.data.safeParse({});
    expect(isBuilt(GoodsDetailVO)).toBe(true);
    expect(isBuilt(OrderInfoVO)).toBe(false);
  });
});

describe('lazySchema stands for the schema it builds', () => {
  const Item = lazySchema(() => z.object({ id: z.number().int(), name: z.string() }));
  const Money = lazySchema(() => z.string().regex(/^\d+$/));

  it('parses, nests, derives and passes zod’s instanceof checks', () => {
    expect(Item.parse({ id: 1, name: 'a', extra: 1 })).toEqual({ id: 1, name: 'a' });
    expect(z.array(Item).safeParse([{ id: 'x' }]).success).toBe(false);
    expect(Item.extend({ more: Money.optional() }).parse({ id: 1, name: 'a', more: '3' })).toMatchObject({ more: '3' });
    expect(Item instanceof z.ZodObject).toBe(true);
    expect(Item instanceof z.ZodType).toBe(true);
    expect(Money instanceof z.ZodObject).toBe(false);
    expect(z.toJSONSchema(z.object({ item: Item }))).toMatchObject({
      properties: { item: { type: 'object', required: ['id', 'name'] } },
    });
  });

  it('is itself what a schema derived from it holds (identity comparisons such as `=== Decimal` keep working)', () => {
    const inner = (Money.optional()._zod.def as unknown as { innerType: z.ZodType }).innerType;
    expect(inner).toBe(Money);
    expect(z.array(Item)._zod.def.element).toBe(Item);
  });

  it('builds once', () => {
    let calls = 0;
    const Once = lazySchema(() => {
      calls++;
      return z.string();
    });
    expect(isBuilt(Once)).toBe(false);
    Once.parse('a');
    Once.parse('b');
    expect(calls).toBe(1);
    expect(isBuilt(Once)).toBe(true);
  });
});
