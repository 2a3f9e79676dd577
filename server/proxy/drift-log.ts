import type { Drift } from '@contracts/core/read-response';
import type { LostDrift, SeenDrift } from './drift-kinds';

/** Why the mock answered instead of the backend (`--fallback`). */
export type FallbackReason = 'http-404' | 'connection-refused' | 'no-static-resource';

export interface EndpointDrift {
  /** `METHOD /api/path`; the endpoint id when the contracts know the path. */
  key: string;
  endpoint: string | null;
  calls: number;
  /** Answers the client could not use at all (not an envelope, a guaranteed field broken, a 5xx). */
  unusable: number;
  /** The app lost data: what the reader dropped or could not read, by path and kind, with an example and how often. */
  drift: Array<Drift & { count: number; example?: string }>;
  /** The app tolerated it: what the strict contract refuses but the reader accepts (server/proxy/drift-kinds.ts). */
  tolerated: Array<SeenDrift & { count: number }>;
  /** Set when the mock answered this endpoint because the backend does not serve it. */
  fallback?: { reason: FallbackReason; count: number };
  /** The last transport problem (timeout, HTML answer), without any body. */
  lastProblem?: string;
}

const MAX_ENTRIES = 500;
/** Distinct paths kept per endpoint and kind (a backend that renamed a whole object sends many). */
const MAX_PATHS = 50;
const OVERFLOW = '(other paths: more than the drift log keeps)';

/** What proxy mode learned about the backend, per endpoint: GET /__mock/drift and the control page. */
export class DriftLog {
  private readonly byKey = new Map<string, EndpointDrift>();

  constructor(readonly backend: string) {}

  private entry(method: string, path: string, endpoint: string | null): EndpointDrift {
    let key = `${method} ${path}`;
    // Bounded: paths outside the contracts are whatever callers send; past the cap they share one entry.
    if (!this.byKey.has(key) && this.byKey.size >= MAX_ENTRIES) key = OVERFLOW;
    let e = this.byKey.get(key);
    if (!e) {
      e = { key, endpoint, calls: 0, unusable: 0, drift: [], tolerated: [] };
      this.byKey.set(key, e);
    }
    return e;
  }

  read(
    method: string,
    path: string,
    endpoint: string | null,
    usable: boolean,
    drift: ReadonlyArray<Drift | LostDrift>,
    tolerated: readonly SeenDrift[] = [],
  ): void {
    const e = this.entry(method, path, endpoint);
    e.calls++;
    if (!usable) e.unusable++;
    for (const d of drift) {
      const seen = e.drift.find((x) => x.path === d.path && x.kind === d.kind && x.action === d.action);
      if (seen) seen.count++;
      else if (e.drift.length < MAX_PATHS) e.drift.push({ ...d, count: 1 });
    }
    for (const t of tolerated) {
      const seen = e.tolerated.find((x) => x.path === t.path && x.kind === t.kind);
      if (seen) seen.count++;
      else if (e.tolerated.length < MAX_PATHS) e.tolerated.push({ ...t, count: 1 });
    }
  }

  problem(method: string, path: string, endpoint: string | null, what: string): void {
    const e = this.entry(method, path, endpoint);
    e.calls++;
    e.unusable++;
    e.lastProblem = what;
  }

  fellBack(method: string, path: string, endpoint: string | null, reason: FallbackReason): void {
    const e = this.entry(method, path, endpoint);
    e.calls++;
    e.fallback = { reason, count: (e.fallback?.count ?? 0) + 1 };
  }

  report(): { backend: string; endpoints: EndpointDrift[] } {
    return { backend: this.backend, endpoints: [...this.byKey.values()].sort((a, b) => a.key.localeCompare(b.key)) };
  }
}
