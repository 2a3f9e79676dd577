import type { AnyEndpoint, DataOf, InputOf } from '@contracts/core/endpoint';
import { ResultCode } from '@contracts/core/result-codes';
import { noteAccountFrozen } from './account-frozen';
import {
  AccountFrozenError,
  ApiError,
  ContractError,
  NetworkError,
  RealNameRequiredError,
  SessionExpiredError,
} from './api-errors';
import { reportDrift } from './contract-drift';
import { takeEarly } from './early-fetch';
import { requestHeaders } from './request-headers';
import { noteServerDate } from './server-clock';
import { setToken } from './storage';

export interface CallOptions {
  signal?: AbortSignal;
  /** Default 15 s: a phone on a bad network should see an error, not an endless spinner. */
  timeoutMs?: number;
  /** Extra headers, e.g. the offline-payment operation password. Never logged. */
  headers?: Record<string, string>;
}

const BASE = (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');
const DEFAULT_TIMEOUT = 15_000;

function buildRequest(endpoint: AnyEndpoint, input: unknown, opts: CallOptions): [string, RequestInit] {
  const headers = requestHeaders(opts.headers);
  let url = `${BASE}${endpoint.path}`;
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>)) {
      if (v !== undefined && v !== null) query.set(k, String(v));
    }
    const qs = query.toString();
    if (qs) url += `?${qs}`;
    return [url, { method: 'GET', headers }];
  }
  return [url, { method: 'POST', headers, body: JSON.stringify(input ?? {}) }];
}

function withTimeout(opts: CallOptions): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const ctrl = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    ctrl.abort();
  }, opts.timeoutMs ?? DEFAULT_TIMEOUT);
  const onAbort = () => ctrl.abort(opts.signal?.reason);
  if (opts.signal?.aborted) ctrl.abort(opts.signal.reason);
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: ctrl.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    },
  };
}

/** An early response (early-fetch.ts) cannot be aborted itself; the caller's wait for it can. */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The only fetch of the app (with early-fetch.ts, which starts some of its GETs sooner). Resolves with `data` of a code-0 envelope; otherwise throws one of the
 * errors of api-errors.ts. A caller's own abort rejects with the AbortError untouched.
 */
export async function callApi<E extends AnyEndpoint>(
  endpoint: E,
  input: InputOf<E>,
  opts: CallOptions = {},
): Promise<DataOf<E>> {
  const [url, init] = buildRequest(endpoint, input, opts);
  const t = withTimeout(opts);
  let response: Response;
  let text: string;
  try {
    const early = takeEarly(url, init);
    const answer = early ? untilAborted(early, t.signal) : fetch(url, { ...init, signal: t.signal });
    prepareReader(endpoint);
    response = await answer;
    noteServerDate(response.headers.get('date'));
    text = await response.text();
  } catch (error) {
    if (opts.signal?.aborted && !t.timedOut()) throw error;
    throw new NetworkError(t.timedOut() ? 'timeout' : 'network failure', endpoint.id);
  } finally {
    t.done();
  }
  if (!response.ok) throw new NetworkError(`HTTP ${response.status}`, endpoint.id, response.status, text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    reportDrift(endpoint.id, [{ path: '(root)', kind: 'not_json', action: 'unusable' }]);
    throw new ContractError(endpoint.id, ['(root): body is not JSON']);
  }
  return unwrap(endpoint, body);
}

/**
 * Builds the endpoint's reader (its schemas are built on first use, contracts/core/lazy-schema.ts) in a task of its
 * own while the request is in flight, so that building them does not stand between the answer and the screen. If the
 * answer comes first, reading it builds them (once: the reader is memoised).
 */
function prepareReader(endpoint: AnyEndpoint): void {
  setTimeout(() => {
    try {
      endpoint.tolerant();
    } catch {
      // Reading the answer builds it again and reports what fails, where the caller sees it.
    }
  }, 0);
}

/**
 * Reads the body with the endpoint's tolerant reader: odd list items and non-essential fields are
 * dropped and reported, not fatal. Only a body without what the screen needs is a ContractError
 * (shown like a network error).
 */
function unwrap<E extends AnyEndpoint>(endpoint: E, body: unknown): DataOf<E> {
  const read = endpoint.readResponse(body);
  reportDrift(endpoint.id, read.drift);
  if (!read.usable)
    throw new ContractError(
      endpoint.id,
      read.drift.map((d) => `${d.path}: ${d.kind}`),
    );
  const { code, message } = read;
  if (code !== ResultCode.success) {
    if (code === ResultCode.notLoggedIn || code === ResultCode.loginExpired) {
      setToken(null);
      throw new SessionExpiredError(code, message, endpoint.id);
    }
    if (code === ResultCode.accountFrozen) {
      // docs/backend/corrections.md#b4-frozen: the backend keeps answering 303 to this token everywhere, even where no
      // login is needed, so the app stops sending it and shows the frozen-account screen once (account-frozen.ts).
      setToken(null);
      noteAccountFrozen();
      throw new AccountFrozenError(code, message, endpoint.id);
    }
    if (code === ResultCode.realNameRequired) throw new RealNameRequiredError(code, message, endpoint.id);
    throw new ApiError(code, message, endpoint.id);
  }
  return read.data as DataOf<E>;
}

/**
 * For "find one" queries: the real backend omits `data` when nothing is found, and TanStack Query
 * rejects a query that resolves `undefined`, so the absence becomes `null` for the screen to say so.
 */
export async function callApiOrNull<E extends AnyEndpoint>(
  endpoint: E,
  input: InputOf<E>,
  opts: CallOptions = {},
): Promise<Exclude<DataOf<E>, undefined> | null> {
  return ((await callApi(endpoint, input, opts)) ?? null) as Exclude<DataOf<E>, undefined> | null;
}
