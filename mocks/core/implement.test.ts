import { defineEndpoint, NoData } from '@contracts/core/endpoint';
import { pageOf } from '@contracts/core/page';
import { QueryInt } from '@contracts/core/primitives';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { handlers, resetDb } from '../handlers';
import { callEndpoint, forceScenario } from '../node';
import { tokenFor } from '../testing';
import { takeDrift } from './drift';
import { implement } from './implement';
import { fail, ok } from './respond';
import { clearScenarios, setScenario } from './scenarios';
import { snapshot } from './store';

// Test-only endpoints exercising every stage of the pipeline against a real seeded db.
const table = new Map<string, number>();
const submit = defineEndpoint({
  id: 'test.submit',
  method: 'POST',
  path: '/api/__test/submit',
  summary: '',
  auth: 'required',
  family: 'v',
  input: z.object({ skuId: z.string(), num: z.number().int().max(50), note: z.string().max(4).optional() }),
  data: z.object({ left: z.number() }),
});
const list = defineEndpoint({
  id: 'test.list',
  method: 'GET',
  path: '/api/__test/list',
  summary: '',
  auth: 'optional',
  family: 'v',
  input: z.object({ page: QueryInt.optional() }),
  data: pageOf(z.object({ id: z.number() })),
});
const items = defineEndpoint({ ...list, id: 'test.items', path: '/api/__test/items', data: z.array(z.number()) });
const drifting = defineEndpoint({ ...items, id: 'test.drift', path: '/api/__test/drift' });
const boom = defineEndpoint({ ...items, id: 'test.boom', path: '/api/__test/boom', auth: 'none' });
const unserialisable = defineEndpoint({ ...boom, id: 'test.bigint', path: '/api/__test/bigint', data: z.unknown() });
const secret = defineEndpoint({
  ...submit,
  id: 'test.secret',
  path: '/api/__test/secret',
  input: z.object({}),
  headers: z.object({ 'operation-password': z.string().min(6) }),
  data: NoData,
});

const testHandlers = [
  implement(submit, async ({ input, me }) => {
    const left = table.get(input.skuId) ?? 3;
    await Promise.resolve(); // a yield point: without the lock, racing submits would all read the same stock
    if (left < input.num) return fail(1, 'sold out');
    table.set(input.skuId, left - input.num);
    return ok({ left: left - input.num, by: me.address });
  }),
  implement(list, ({ input, session }) => {
    const data = session ? [{ id: 1 }, { id: 2 }] : [{ id: 1 }];
    const n = input.page ?? 1;
    return ok({
      pageNumber: n,
      pageSize: 10,
      totalPage: 1,
      totalSize: data.length,
      hasPrePage: false,
      hasNextPage: false,
      start: 0,
      end: 10,
      dataSize: data.length,
      data,
    });
  }),
  implement(items, () => ok([1, 2, 3])),
  implement(drifting, () => ok(['not', 'numbers'] as unknown as number[])),
  implement(boom, () => {
    throw new Error('kaboom at line 42');
  }),
  implement(unserialisable, () => ok({ big: 1n })),
  implement(secret, ({ headers }) => (headers['operation-password'] === '123456' ? ok() : fail(1, 'wrong password'))),
];

const server = setupServer(...testHandlers, ...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  table.clear();
  clearScenarios();
  await resetDb();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('input validation', () => {
  it('names every bad field and leaves the db unchanged', async () => {
    const token = await tokenFor('normal');
    const before = snapshot();
    const r = await callEndpoint(submit, { num: 51, note: 'too long' }, { token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      code: 1,
      message:
        'Invalid parameter: skuId: required; num: expected number ≤ 50; note: at most 4 characters. Please check your input',
    });
    expect(snapshot()).toEqual(before);
    expect(table.size).toBe(0);
  });
  it('localises the wrapper text and reports wrong types', async () => {
    const token = await tokenFor('normal');
    const r = await callEndpoint(submit, { skuId: 7, num: '2' }, { token, lang: 'zh' });
    expect(r.body.message).toBe('参数错误：skuId: expected string; num: expected number，请检查输入');
  });
  it('answers malformed JSON with an envelope, not an HTML page', async () => {
    const token = await tokenFor('normal');
    const r = await callEndpoint(submit, {}, { token, rawBody: '{"skuId": "a",' });
    expect(r).toEqual({ status: 200, body: { code: 1, message: 'Failed to read request: malformed JSON body' } });
  });
  it('reports a non-object body at the root', async () => {
    const token = await tokenFor('normal');
    const r = await callEndpoint(submit, {}, { token, rawBody: '[1,2]' });
    expect(r.body.message).toContain('body: expected object');
  });
  it('coerces GET query numbers and rejects non-numbers', async () => {
    expect((await callEndpoint(list, { page: '2' })).body.data).toMatchObject({ pageNumber: 2 });
    expect((await callEndpoint(list, { page: 'x' })).body.message).toContain('page: expected number');
  });
  it('checks required headers', async () => {
    const token = await tokenFor('normal');
    expect((await callEndpoint(secret, {}, { token })).body.message).toContain('header operation-password: required');
    const good = await callEndpoint(secret, {}, { token, headers: { 'Operation-Password': '123456' } });
    expect(good.body).toEqual({ code: 0, message: 'Success' });
  });
});

describe('session', () => {
  it('301 without a token, 302 with an unknown one, 303 for a frozen account', async () => {
    expect((await callEndpoint(submit, { skuId: 'a', num: 1 })).body.code).toBe(301);
    expect((await callEndpoint(submit, { skuId: 'a', num: 1 }, { token: 'f'.repeat(32) })).body.code).toBe(302);
    const frozen = await callEndpoint(submit, { skuId: 'a', num: 1 }, { token: await tokenFor('frozen'), lang: 'zh' });
    expect(frozen.body).toEqual({ code: 303, message: '=您的账号已被冻结，请联系客服处理' });
  });
  it('optional auth resolves a valid token and ignores a bad one', async () => {
    expect((await callEndpoint(list, {}, { token: await tokenFor('normal') })).body.data).toMatchObject({
      dataSize: 2,
    });
    const bad = await callEndpoint(list, {}, { token: 'nope' });
    expect(bad.body).toMatchObject({ code: 0, data: { dataSize: 1 } });
  });
});

describe('resolver outcomes', () => {
  it('localises Success and omits data for NoData', async () => {
    const r = await callEndpoint(items, {}, { lang: 'hk' });
    expect(r.body).toEqual({ code: 0, message: '成功hk', data: [1, 2, 3] });
  });
  it('catches contract drift loudly and answers code 1', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = await callEndpoint(drifting, {});
    expect(r.body).toEqual({ code: 1, message: 'mock drift: test.drift' });
    expect(err).toHaveBeenCalled();
    expect(takeDrift().map((d) => d.endpointId)).toEqual(['test.drift']);
    err.mockRestore();
  });
  it('turns exceptions into code 1 "Internal error" with no stack in the body', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = await callEndpoint(boom, {});
    expect(r).toEqual({ status: 200, body: { code: 1, message: 'Internal error' } });
    expect(JSON.stringify(r.body)).not.toMatch(/kaboom|at line|\.ts/);
    expect(err).toHaveBeenCalled();
    err.mockRestore();
  });
  it('never leaks a stack even when the answer cannot be serialised', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = await callEndpoint(unserialisable, {});
    expect(r).toEqual({ status: 200, body: { code: 1, message: 'Internal error' } });
    err.mockRestore();
  });
  it('runs POST resolvers under the lock: racing submits never oversell', async () => {
    const token = await tokenFor('normal');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => callEndpoint(submit, { skuId: 's', num: 1 }, { token })),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(3);
    expect(table.get('s')).toBe(0);
  });
});

describe('scenarios', () => {
  const okCall = async (opts: { headers?: Record<string, string> } = {}) => callEndpoint(items, {}, opts);
  it('Prefer header and ?__scenario override one request', async () => {
    expect((await okCall({ headers: { Prefer: 'scenario=session-expired' } })).body.code).toBe(302);
    const res = await fetch('http://mall.test/api/__test/items?__scenario=real-name');
    expect(((await res.json()) as { code: number }).code).toBe(304);
    expect((await okCall()).body.code).toBe(0);
  });
  it('forced codes for every session scenario', async () => {
    for (const [name, code] of [
      ['not-logged-in', 301],
      ['session-expired', 302],
      ['frozen', 303],
      ['real-name', 304],
    ] as const) {
      expect((await okCall({ headers: { prefer: `scenario=${name}` } })).body.code).toBe(code);
    }
  });
  it('a queued scenario applies to `count` matching requests only', async () => {
    setScenario('server-error', { count: 2, path: '/api/__test/items' });
    expect((await callEndpoint(list, {})).body.code).toBe(0);
    const first = await okCall();
    expect(first).toEqual({ status: 500, body: { code: 1, message: 'Internal error' } });
    expect((await okCall()).status).toBe(500);
    expect((await okCall()).status).toBe(200);
  });
  it('a queued scenario can target an endpoint id', async () => {
    setScenario('not-logged-in', { path: 'test.list' });
    expect((await callEndpoint(list, {})).body.code).toBe(301);
    expect((await okCall()).body.code).toBe(0);
  });
  it('network-error makes fetch reject', async () => {
    forceScenario(server, 'network-error');
    await expect(okCall()).rejects.toThrow();
  });
  it('empty empties lists and pages and keeps other answers', async () => {
    forceScenario(server, 'empty');
    expect((await okCall()).body.data).toEqual([]);
    expect((await callEndpoint(list, { page: '1' })).body.data).toMatchObject({ totalSize: 0, dataSize: 0, data: [] });
    const token = await tokenFor('normal');
    expect((await callEndpoint(submit, { skuId: 'e', num: 1 }, { token })).body.data).toEqual({ left: 2 });
  });
  it('never sends fields the contract does not list (the resolver added `by`)', async () => {
    const token = await tokenFor('normal');
    expect((await callEndpoint(submit, { skuId: 'f', num: 2 }, { token })).body.data).toEqual({ left: 1 });
  });
  it('scenarioHandler with a count stops after it', async () => {
    forceScenario(server, 'frozen', { count: 1 });
    expect((await okCall()).body.code).toBe(303);
    expect((await okCall()).body.code).toBe(0);
  });
  it('slow waits 2.5 s, then answers normally', async () => {
    const t0 = performance.now();
    const r = await okCall({ headers: { Prefer: 'scenario=slow' } });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(2400);
    expect(r.body.code).toBe(0);
  });
});
