import { requestHeaders } from './request-headers';

/**
 * GET requests started by the entry script for the route being opened, before its page chunk has loaded
 * (src/app/boot/early-data.ts). The page's own call (api-client.ts) then takes the response in flight instead
 * of sending the same request once its chunk has rendered: on a slow phone network that saves the time
 * of loading and running the chunk. Each response is used once, only by a request with the same URL and
 * method, body and headers, and only within MAX_AGE_MS; anything else makes a fresh request as usual.
 */
const MAX_AGE_MS = 10_000;

interface Early {
  response: Promise<Response>;
  /** Method, body and headers: the page's request must match all of them. */
  request: string;
  at: number;
}

/** A read the page will make: a GET, or a POST with a JSON body for the backend's paged reads. */
export interface EarlyRequest {
  path: string;
  body?: unknown;
  /**
   * Reads a copy of a successful answer's JSON as soon as it arrives (the page still gets the response whole); only
   * for a request the entry sends itself. One adopted from index.html's inline script has its answer read there.
   */
  onAnswer?: (json: unknown) => void;
}

const inFlight = new Map<string, Early>();
const BASE = (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');

function requestKey(method: string, body: string | undefined, headers: Record<string, string>): string {
  // Code-unit order, not localeCompare: the first localeCompare of a page builds the ICU collator, some 25 ms
  // of the entry's run on a mid-range phone (measured: about 100 ms at Lighthouse's 4x CPU slowdown).
  const entries = Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([method, body ?? null, entries]);
}

/** A request index.html's inline script started while the page parsed (window.__mallEarly). */
export interface HtmlEarly {
  url: string;
  method: string;
  body?: string;
  headers: Record<string, string>;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __mallEarly?: HtmlEarly[];
  }
}

/** The inline script's request for exactly this one, once (it started earlier: no second request is sent). */
function adoptFromHtml(url: string, key: string): Promise<Response> | undefined {
  // A mock build (`vite --mode mock`) answers from its service worker, which starts after the HTML's requests
  // went to the server: those answers are not the mock's.
  if (__MOCK__) return undefined;
  const started = globalThis.window?.__mallEarly;
  if (!Array.isArray(started)) return undefined;
  const i = started.findIndex((e) => e.url === url && requestKey(e.method, e.body, e.headers) === key);
  if (i < 0) return undefined;
  return started.splice(i, 1)[0]?.response;
}

/** Starts each request now. Failures are left for the page's call to see and handle. */
export function fetchEarly(requests: EarlyRequest[], now = Date.now()): void {
  const headers = requestHeaders();
  for (const { path, body, onAnswer } of requests) {
    const url = `${BASE}${path}`;
    const method = body === undefined ? 'GET' : 'POST';
    const text = body === undefined ? undefined : JSON.stringify(body);
    const key = requestKey(method, text, headers);
    const adopted = adoptFromHtml(url, key);
    const response = adopted ?? fetch(url, { method, headers, ...(text === undefined ? {} : { body: text }) });
    // Nobody may take it: keep an unused failure from becoming an unhandled rejection.
    response.catch(() => undefined);
    // Registered before any page can take the response, so the copy is made before its body is read. Not for an
    // adopted answer: the inline script reads it and paints its picture; this copy, parsed first, asked for the
    // picture ahead of the script's <img> from the entry's code (a preload link), where the script's own request was
    // what the first load was designed around (docs/measurements/2026-11-30-one-picture-request.md).
    if (onAnswer && !adopted) {
      response
        .then((r) => (r.ok ? r.clone().json() : undefined))
        .then((json) => json !== undefined && onAnswer(json))
        .catch(() => undefined);
    }
    inFlight.set(url, { response, request: key, at: now });
  }
}

/** The early response for this exact request, once; undefined if there is none that fits. */
export function takeEarly(url: string, init: RequestInit, now = Date.now()): Promise<Response> | undefined {
  const early = inFlight.get(url);
  if (!early) return undefined;
  inFlight.delete(url);
  const key = requestKey(init.method ?? 'GET', init.body as string | undefined, init.headers as Record<string, string>);
  if (now - early.at > MAX_AGE_MS || early.request !== key) return undefined;
  return early.response;
}

/** For tests. */
export function forgetEarly(): void {
  inFlight.clear();
  if (globalThis.window) delete globalThis.window.__mallEarly;
}
