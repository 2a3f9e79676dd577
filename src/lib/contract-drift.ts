import type { Drift } from '@contracts/core/read-response';

/** What leaves the page: the endpoint, the field path and the kind of mismatch. Never a value. */
export interface DriftReport {
  endpoint: string;
  path: string;
  kind: string;
  action: Drift['action'];
}
export type DriftSink = (reports: readonly DriftReport[]) => void;

const REPORT_URL = import.meta.env.VITE_CONTRACT_REPORT_URL ?? '';

/**
 * Production with `VITE_CONTRACT_REPORT_URL`: one `navigator.sendBeacon` per read that found new
 * mismatches (the browser sends it in the background, even while the page unloads). Dev and mock
 * builds: `console.warn`. A production build without the URL stays silent for the shopper.
 */
function defaultSink(reports: readonly DriftReport[]): void {
  if (REPORT_URL && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    const payload = new Blob([JSON.stringify({ reports })], { type: 'text/plain' });
    navigator.sendBeacon(REPORT_URL, payload);
  } else if (import.meta.env.DEV || __MOCK__) {
    for (const r of reports) console.warn(`[contract drift] ${r.endpoint} ${r.path}: ${r.kind} (${r.action})`);
  }
}

let sink: DriftSink = defaultSink;
const seen = new Set<string>();

/**
 * Reports each endpoint + path once per page load, however many items or refetches repeat it. Never
 * throws and never waits: a failing report must not cost the shopper the page.
 */
export function reportDrift(endpoint: string, drift: readonly Drift[]): void {
  const fresh: DriftReport[] = [];
  for (const d of drift) {
    const key = `${endpoint} ${d.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.push({ endpoint, path: d.path, kind: d.kind, action: d.action });
  }
  if (fresh.length === 0) return;
  try {
    sink(fresh);
  } catch {
    // reporting is best effort
  }
}

/** Tests and tools: where reports go, and a fresh "page load". */
export function setDriftSink(next: DriftSink | null): void {
  sink = next ?? defaultSink;
  seen.clear();
}
