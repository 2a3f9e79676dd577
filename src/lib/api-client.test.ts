// @vitest-environment jsdom
import { defineEndpoint, NoData } from '@contracts/core/endpoint';
import { isBuilt } from '@contracts/core/lazy-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { clearAccountFrozen, isAccountFrozen } from './account-frozen';
import { callApi, callApiOrNull } from './api-client';
import {
  AccountFrozenError,
  ApiError,
  ContractError,
  NetworkError,
  RealNameRequiredError,
  SessionExpiredError,
} from './api-errors';
import { type DriftReport, setDriftSink } from './contract-drift';
import { getToken, setLang, setToken } from './storage';

const getThing = defineEndpoint({
  id: 'test.get',
  method: 'GET',
  path: '/api/v/thing/detail',
  summary: '',
  auth: 'required',
  family: 'v',
  input: z.object({ id: z.number(), q: z.string().optional() }),
  data: z.object({ name: z.string(), price: z.string() }),
});
const postThing = defineEndpoint({
  id: 'test.post',
  method: 'POST',
  path: '/api/v/thing/save',
  summary: '',
  auth: 'required',
  family: 'v',
  input: z.object({ name: z.string() }),
  data: NoData,
});

const fetchMock = vi.fn<typeof fetch>();
const reply = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValueOnce(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  setDriftSink(() => {});
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('callApi reader', () => {
  it("builds the endpoint's schemas while the request is in flight, not after the answer", async () => {
    const lazyThing = defineEndpoint({
      id: 'test.lazy',
      method: 'GET',
      path: '/api/v/thing/lazy',
      summary: '',
      auth: 'none',
      family: 'v',
      input: () => z.object({}),
      data: () => z.object({ name: z.string() }),
    });
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const call = callApi(lazyThing, {});
    expect(isBuilt(lazyThing.data)).toBe(false);
    await vi.waitFor(() => expect(isBuilt(lazyThing.data)).toBe(true));
    answer(new Response(JSON.stringify({ code: 0, message: 'ok', data: { name: 'n' } })));
    await expect(call).resolves.toEqual({ name: 'n' });
  });
});

describe('callApi request', () => {
  it('GET puts the input in the query string and sends the stored token raw and the stored language', async () => {
    setToken('abc123');
    setLang('en');
    reply({ code: 0, message: 'Success', data: { name: 'x', price: '9.9' } });
    await callApi(getThing, { id: 7, q: '盲盒' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/v/thing/detail?id=7&q=${encodeURIComponent('盲盒')}`);
    const headers = init?.headers as Record<string, string>;
    expect(init?.method).toBe('GET');
    expect(headers.authorization).toBe('abc123');
    expect(headers.lang).toBe('en');
    expect(headers['Accept-Language']).toBe('en');
    expect(headers.Accept).toBe('application/json');
  });
  it('POST sends JSON and no authorization header without a token', async () => {
    reply({ code: 0, message: 'ok' });
    await expect(callApi(postThing, { name: 'n' })).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe('{"name":"n"}');
    const headers = init!.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(headers.lang).toBe('zh');
  });
  it('passes extra headers such as the operation password', async () => {
    reply({ code: 0, message: 'ok' });
    await callApi(postThing, { name: 'n' }, { headers: { 'operation-password': 's3cret' } });
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers['operation-password']).toBe('s3cret');
  });
});

describe('callApi envelope mapping', () => {
  it('code 0 returns data', async () => {
    reply({ code: 0, message: 'Success', data: { name: 'x', price: '9.9' } });
    await expect(callApi(getThing, { id: 1 })).resolves.toEqual({ name: 'x', price: '9.9' });
  });
  it.each([301, 302])('code %i removes the token and raises a session error', async (code) => {
    setToken('tok');
    reply({ code, message: 'Please log in' });
    const error = await callApi(getThing, { id: 1 }).catch((e) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error.code).toBe(code);
    expect(getToken()).toBeNull();
  });
  it('code 303 (frozen, B4) removes the token, notes the frozen account once and raises a frozen error', async () => {
    clearAccountFrozen();
    setToken('tok');
    reply({ code: 303, message: '=您的账号已被冻结，请联系客服处理' });
    const error = await callApi(getThing, { id: 1 }).catch((e) => e);
    expect(error).toBeInstanceOf(AccountFrozenError);
    expect(error).not.toBeInstanceOf(SessionExpiredError);
    expect(getToken()).toBeNull();
    expect(isAccountFrozen()).toBe(true);
    clearAccountFrozen();
  });
  it('code 304 raises a real-name error and keeps the token', async () => {
    setToken('tok');
    reply({ code: 304, message: '需要实名' });
    await expect(callApi(getThing, { id: 1 })).rejects.toBeInstanceOf(RealNameRequiredError);
    expect(getToken()).toBe('tok');
  });
  it('another code raises an API error with the server message', async () => {
    reply({ code: 2, message: 'Too many requests. Please try again later' });
    const error = await callApi(getThing, { id: 1 }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(SessionExpiredError);
    expect(error.code).toBe(2);
    expect(error.message).toBe('Too many requests. Please try again later');
  });
  it('a non-2xx status raises a network error', async () => {
    reply({ code: 1, message: 'Internal error' }, 500);
    const error = await callApi(getThing, { id: 1 }).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.status).toBe(500);
  });
  it('a network failure raises a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi(getThing, { id: 1 })).rejects.toBeInstanceOf(NetworkError);
  });
  it('malformed JSON is reported and raised as a contract error (a network error to the UI)', async () => {
    const seen: DriftReport[] = [];
    setDriftSink((r) => seen.push(...r));
    reply('<html>502 Bad Gateway</html>');
    const error = await callApi(getThing, { id: 1 }).catch((e) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toBeInstanceOf(NetworkError);
    expect(seen).toEqual([{ endpoint: 'test.get', path: '(root)', kind: 'not_json', action: 'unusable' }]);
  });
  it('a body the screen cannot use is reported with the failing path and raised as a contract error', async () => {
    const seen: DriftReport[] = [];
    setDriftSink((r) => seen.push(...r));
    reply({ code: 0, message: 'ok', data: ['not', 'an', 'object'] });
    const error = await callApi(getThing, { id: 1 }).catch((e) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(seen).toEqual([{ endpoint: 'test.get', path: 'data', kind: 'invalid_type', action: 'unusable' }]);
  });
  it('a malformed non-essential field is reported once and read with its fallback', async () => {
    const seen: DriftReport[] = [];
    setDriftSink((r) => seen.push(...r));
    reply({ code: 0, message: 'ok', data: { name: 'x', price: 12345, extra: 1 } });
    reply({ code: 0, message: 'ok', data: { name: 'y', price: 12345 } });
    expect(await callApi(getThing, { id: 1 })).toEqual({ name: 'x', price: '' });
    expect(await callApi(getThing, { id: 1 })).toEqual({ name: 'y', price: '' });
    expect(seen).toEqual([
      { endpoint: 'test.get', path: 'data.price', kind: 'invalid_union', action: 'field-dropped' },
    ]);
    expect(JSON.stringify(seen)).not.toContain('12345');
  });
  it('a timeout raises a network error', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = await callApi(getThing, { id: 1 }, { timeoutMs: 20 }).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe('timeout');
  });
  it("the caller's own abort rejects with the abort, not a network error", async () => {
    const ctrl = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = callApi(getThing, { id: 1 }, { signal: ctrl.signal });
    ctrl.abort();
    const error = await pending.catch((e) => e);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error.name).toBe('AbortError');
  });
});

describe('callApiOrNull', () => {
  const findThing = defineEndpoint({ ...getThing, id: 'test.find', data: getThing.data.optional() });
  it('turns an omitted data field into null and passes found data through', async () => {
    reply({ code: 0, message: 'ok' });
    await expect(callApiOrNull(findThing, { id: 1 })).resolves.toBeNull();
    reply({ code: 0, message: 'ok', data: { name: 'a', price: '1' } });
    await expect(callApiOrNull(findThing, { id: 1 })).resolves.toEqual({ name: 'a', price: '1' });
  });
});
