import type { AnyEndpoint, DataOf, ParsedInputOf } from '@contracts/core/endpoint';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import type { z } from 'zod';
import { now } from './clock';
import { networkDelay } from './delay';
import { drift } from './drift';
import { withLock } from './lock';
import { type Lang, langOf, msg, RAW } from './messages';
import { notServedReply } from './no-rest-services';
import { fail, failWith, invalid, type Reply } from './respond';
import { type ScenarioName, SLOW_MS, scenarioFor } from './scenarios';
import { type Session, sessionBackend } from './session';
import { describeIssues, headerObject, queryObject } from './validate';

export interface ResolverContext<E extends AnyEndpoint> {
  input: ParsedInputOf<E>;
  headers: E['headers'] extends undefined ? undefined : z.output<NonNullable<E['headers']>>;
  session: Session | null;
  /** The session of an auth-required endpoint (throws when there is none: a wiring bug). */
  readonly me: Session;
  lang: Lang;
  request: Request;
  endpoint: E;
}

export type Resolver<E extends AnyEndpoint> = (ctx: ResolverContext<E>) => Reply<DataOf<E>> | Promise<Reply<DataOf<E>>>;

const implemented: string[] = [];
/** Ids passed to implement(), in order (duplicates kept, so "exactly once" can be tested). */
export function implementedIds(): readonly string[] {
  return implemented;
}

// `Date` is the mock clock's time, as a real server's Date header is its own: the app measures the server's
// clock from it (sign-in message times, payment deadlines), so a moved mock clock reads as a server clock.
const json = (body: Reply, status = 200) =>
  HttpResponse.json(body, { status, headers: { Date: new Date(now()).toUTCString() } });

/**
 * The only place that touches msw's `http`: scenario override, input validation, required headers,
 * session, the resolver (POSTs under the global lock), and the contract check of the answer.
 */
export function implement<E extends AnyEndpoint>(endpoint: E, resolver: Resolver<E>): HttpHandler {
  implemented.push(endpoint.id);
  const route = endpoint.method === 'GET' ? http.get : http.post;
  return route(`*${endpoint.path}`, async ({ request }) => {
    await networkDelay(request, endpoint.id);
    const lang = langOf(request);
    const scenario = scenarioFor(request, endpoint.id);
    const forced = await forcedOutcome(scenario, lang, request);
    if (forced) return forced;
    try {
      await sessionBackend().ready();
      const reply = await handle(endpoint, resolver, request, lang);
      return json(finish(endpoint, scenario === 'empty' ? emptied(reply) : reply, lang));
    } catch (error) {
      // Anything outside the resolver (seeding, serialising): msw would answer a 500 with the stack.
      console.error(`[mock] ${endpoint.id} failed:`, error);
      return json(fail(1, RAW.internalError));
    }
  });
}

async function forcedOutcome(scenario: ScenarioName | null, lang: Lang, request: Request): Promise<Response | null> {
  switch (scenario) {
    case 'no-rest-services': {
      const notServed = notServedReply(request);
      return notServed ? json(notServed) : null;
    }
    case 'session-expired':
      return json(failWith('login_expired', lang));
    case 'not-logged-in':
      return json(failWith('not_logged_in', lang));
    case 'frozen':
      return json(failWith('account_frozen', lang));
    case 'real-name':
      return json(failWith('real_name_required', lang));
    case 'server-error':
      return json(fail(1, RAW.internalError), 500);
    case 'network-error':
      return HttpResponse.error();
    case 'slow':
      await delay(SLOW_MS);
      return null;
    default:
      return null;
  }
}

async function readInput(endpoint: AnyEndpoint, request: Request): Promise<{ raw: unknown } | { error: string }> {
  if (endpoint.method === 'GET') return { raw: queryObject(new URL(request.url)) };
  const text = await request.text();
  if (text.trim() === '') return { raw: {} };
  try {
    return { raw: JSON.parse(text) };
  } catch {
    return { error: `${RAW.failedToRead}: malformed JSON body` };
  }
}

async function handle<E extends AnyEndpoint>(
  endpoint: E,
  resolver: Resolver<E>,
  request: Request,
  lang: Lang,
): Promise<Reply> {
  const read = await readInput(endpoint, request);
  if ('error' in read) return fail(1, read.error);
  const parsed = endpoint.input.safeParse(read.raw);
  if (!parsed.success)
    return invalid(lang, describeIssues(parsed.error.issues, read.raw, endpoint.method === 'GET' ? 'query' : 'body'));
  let headers: unknown;
  if (endpoint.headers) {
    const raw = headerObject(request.headers, endpoint.headers);
    const h = endpoint.headers.safeParse(raw);
    if (!h.success) return invalid(lang, describeIssues(h.error.issues, raw, 'headers', 'header '));
    headers = h.data;
  }
  const auth = authenticate(endpoint, request, lang);
  if ('reply' in auth) return auth.reply;
  const session = auth.session;
  const ctx = {
    input: parsed.data,
    headers,
    session,
    get me(): Session {
      if (!session) throw new Error(`${endpoint.id}: ctx.me used on an endpoint without a session`);
      return session;
    },
    lang,
    request,
    endpoint,
  } as ResolverContext<E>;
  try {
    return endpoint.method === 'POST' ? await withLock(() => resolver(ctx)) : await resolver(ctx);
  } catch (error) {
    // The stack stays in the server log; the client sees what the real backend says for an NPE.
    console.error(`[mock] ${endpoint.id} threw:`, error);
    return fail(1, RAW.internalError);
  }
}

/**
 * Mirrors the real backend's `configuration/interceptor/AuthenticationInterceptor.preHandle`
 * (web3chat/mall-web3), which `WebMvcInterceptorConfig` puts on every `/v/**` path, `/v/access/*` (challenge,
 * login, logout) included: no token → anonymous on endpoints marked `@UnAuthorization`, else 301; a token it does
 * not know → anonymous on those, else 302; a known token of a frozen user → 303 on EVERY such path, anonymous ones
 * too, because the status check runs after the token is resolved whatever the endpoint
 * (docs/backend/corrections.md#b4-frozen). The `/rest/*` family is not behind that interceptor (that backend does not
 * serve it at all, docs/backend/corrections.md#b9-not-served); for it the mock keeps the older rule of answering 303
 * only where a session is required.
 */
function authenticate(
  endpoint: AnyEndpoint,
  request: Request,
  lang: Lang,
): { session: Session | null } | { reply: Reply } {
  const token = request.headers.get('authorization')?.trim() ?? '';
  const required = endpoint.auth === 'required';
  if (token === '') return required ? { reply: failWith('not_logged_in', lang) } : { session: null };
  const found = sessionBackend().lookup(token);
  if (found.kind === 'invalid') return required ? { reply: failWith('login_expired', lang) } : { session: null };
  const intercepted = endpoint.family === 'v';
  if (found.frozen && (required || intercepted)) return { reply: failWith('account_frozen', lang) };
  return { session: found.session };
}

/** The `empty` scenario: a list becomes [], a PageVO becomes an empty page; other data is kept. */
function emptied(reply: Reply): Reply {
  if (reply.code !== 0) return reply;
  const d = reply.data as unknown;
  if (Array.isArray(d)) return { ...reply, data: [] };
  if (d && typeof d === 'object' && 'pageNumber' in d && Array.isArray((d as { data?: unknown }).data)) {
    const page = d as { pageNumber: number; pageSize: number };
    const start = (page.pageNumber - 1) * page.pageSize;
    const empty = {
      ...page,
      totalPage: 0,
      totalSize: 0,
      hasPrePage: page.pageNumber > 1,
      hasNextPage: false,
    };
    return {
      ...reply,
      data: {
        ...empty,
        start,
        end: start + page.pageSize,
        dataSize: 0,
        data: [],
      },
    };
  }
  return reply;
}

/** Localises "Success", drops data from errors (NON_NULL), and checks data against the contract. */
function finish(endpoint: AnyEndpoint, reply: Reply, lang: Lang): Reply {
  if (!reply || typeof reply.code !== 'number' || typeof reply.message !== 'string') {
    return drift(endpoint.id, [{ message: 'resolver did not return an envelope (use ok()/fail())' }]);
  }
  if (reply.code !== 0) return { code: reply.code, message: reply.message };
  const checked = endpoint.data.safeParse(reply.data);
  if (!checked.success) return drift(endpoint.id, checked.error.issues);
  const message = reply.message === '' ? msg('success', lang) : reply.message;
  // The parsed value goes on the wire: record fields the contract does not list (internal state) are dropped.
  return checked.data === undefined ? { code: 0, message } : { code: 0, message, data: checked.data };
}
