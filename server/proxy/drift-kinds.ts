import type { AnyEndpoint } from '@contracts/core/endpoint';
import type { Drift } from '@contracts/core/read-response';
import { strictDrift } from '@contracts/core/strict-drift';
import type { Redactor } from './redact';

/**
 * Proxy mode sorts what a backend answers off the contracts into two kinds:
 * - lost: what the client's tolerant reader dropped (a list item, a field the screen then lacks) or could
 *   not read at all: the app lost data;
 * - tolerated: what the strict contract refuses but the reader accepts (a price as a number, a status the
 *   enum does not list, a field the contract does not have): the app copes today; the contract is out of date.
 * Each with an example value (credentials and addresses replaced, cut to EXAMPLE_MAX characters), because
 * "data.data[].spu.price: wrong_type" is a question and `9.9` is the answer.
 */
export interface SeenDrift {
  path: string;
  kind: string;
  /** One value that showed it, as JSON; `(missing)` for an absent field. */
  example: string;
}
export type LostDrift = Drift & { example: string };

const EXAMPLE_MAX = 80;

function valueAt(root: unknown, at: ReadonlyArray<string | number>): unknown {
  return at.reduce<unknown>((node, k) => (node as Record<string | number, unknown> | null)?.[k], root);
}

function example(value: unknown, key: string, redactor: Redactor): string {
  if (value === undefined) return '(missing)';
  const text = JSON.stringify(redactor.json(value, key)) ?? String(value);
  return text.length > EXAMPLE_MAX ? `${text.slice(0, EXAMPLE_MAX - 1)}…` : text;
}

export function classifyDrift(
  endpoint: AnyEndpoint,
  body: unknown,
  readerDrift: readonly Drift[],
  redactor: Redactor,
): { lost: LostDrift[]; tolerated: SeenDrift[] } {
  const data = (body as { code?: unknown; data?: unknown } | null)?.data;
  const code = (body as { code?: unknown } | null)?.code;
  const strict = code === 0 && data !== undefined && data !== null ? strictDrift(endpoint.data, data) : [];
  const exampleOf = (path: string, fallbackAt?: ReadonlyArray<string | number>) => {
    const hit = strict.find((s) => s.path === path);
    const at = hit?.at ?? fallbackAt;
    return at ? example(valueAt(data, at), String(at.at(-1) ?? ''), redactor) : '(missing)';
  };
  const lost = readerDrift.map((d) => ({ ...d, example: exampleOf(d.path) }));
  const lostPaths = new Set(readerDrift.map((d) => d.path));
  const tolerated: SeenDrift[] = [];
  for (const s of strict) {
    if (lostPaths.has(s.path)) continue;
    if (tolerated.some((t) => t.path === s.path && t.kind === s.kind)) continue;
    tolerated.push({ path: s.path, kind: s.kind, example: exampleOf(s.path, s.at) });
  }
  return { lost, tolerated };
}
