import { NoData } from '@contracts/core/endpoint';
import { envelopeOf } from '@contracts/core/envelope';
import { FORMS, rewrite } from '@contracts/core/testing/wire-forms';
import { endpoints } from '@contracts/index';
import { Collection } from '@msw/data';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { implementedIds } from './core/implement';
import { tableNames } from './core/store';
import { handlers } from './handlers';
import { callEndpoint } from './node';
import { loginAs, setupMockServer } from './testing';
import { sampleCtx, samplesFor } from './testing/contract-samples';

setupMockServer();

const key = (method: string, path: string) => `${method} ${path}`;

describe('every endpoint implemented exactly once', () => {
  it('has one /api handler per registry endpoint (method + path), no more, no fewer', () => {
    const apiHandlers = handlers
      .map((h) => (h as { info: { method?: unknown; path?: unknown } }).info)
      .filter((i) => typeof i.path === 'string' && i.path.startsWith('*/api/'))
      .map((i) => key(String(i.method), String(i.path).slice(1)));
    expect(apiHandlers.sort()).toEqual(endpoints.map((e) => key(e.method, e.path)).sort());
  });

  it('passed every endpoint id to implement() once', () => {
    expect([...implementedIds()].sort()).toEqual(endpoints.map((e) => e.id).sort());
  });
});

describe('seeded records', () => {
  // Every domain's table.ts (tables live nowhere else); the Collections are found by value, so a new domain is
  // covered too, and a table defined outside a table.ts fails the count below.
  const modules = import.meta.glob('./domains/*/table.ts', { eager: true }) as Record<string, Row>;
  type Row = Record<string, unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: tables of every record shape
  const collections = new Set<Collection<any>>();
  for (const mod of Object.values(modules))
    for (const v of Object.values(mod)) if (v instanceof Collection) collections.add(v);

  it('finds every registered table', () => {
    expect(collections.size).toBe(tableNames().length);
  });

  it('are all valid against their table schema', () => {
    let checked = 0;
    const bad: string[] = [];
    for (const c of collections) {
      const schema = (c as unknown as { options: { schema: z.ZodType } }).options.schema;
      for (const record of c.all()) {
        checked++;
        const r = schema.safeParse(record);
        if (!r.success) bad.push(`${JSON.stringify(record).slice(0, 120)}: ${r.error.issues[0]?.message}`);
      }
    }
    expect(bad).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});

describe('every endpoint answers the normal persona with a contract-valid success', () => {
  for (const e of endpoints) {
    it(e.id, async () => {
      const token = await loginAs('normal');
      const candidates = await samplesFor(e, sampleCtx(token));
      expect(candidates.length, `no sample input for ${e.id}: add one to mocks/contract-samples.ts`).toBeGreaterThan(0);
      const envelope =
        e.data === NoData ? z.strictObject({ code: z.number().int(), message: z.string() }) : envelopeOf(e.data);
      const refusals: string[] = [];
      for (const c of candidates) {
        const r = await callEndpoint(e, c.input, { token, ...(c.headers ? { headers: c.headers } : {}) });
        expect(r.status).toBe(200);
        const parsed = envelope.safeParse(r.body);
        expect(parsed.success ? [] : parsed.error.issues, JSON.stringify(r.body).slice(0, 300)).toEqual([]);
        if (r.body.code === 0) {
          expect(r.body.message).not.toBe('');
          // The client's tolerant reading accepts the strict answer unchanged, and every form of it
          // that docs/backend/wire.md documents (omitted optionals, nulls, extra fields, number money, empty pages).
          const read = e.readResponse(r.body);
          expect(read).toMatchObject({ usable: true, drift: [] });
          if (read.usable) expect(read.data).toEqual((parsed.data as { data?: unknown } | undefined)?.data);
          for (const form of FORMS) {
            const data = rewrite(form, e.data, r.body.data, e.guaranteed);
            expect(e.readResponse({ ...r.body, data }), `${e.id} as ${form}`).toMatchObject({
              usable: true,
              drift: [],
            });
          }
          return;
        }
        refusals.push(`${JSON.stringify(c.input)} → ${r.body.code} ${r.body.message}`);
      }
      throw new Error(`no sample of ${e.id} succeeded:\n${refusals.slice(0, 5).join('\n')}`);
    });
  }
});
