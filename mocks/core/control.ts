import { type HttpHandler, HttpResponse, http } from 'msw';
import { z } from 'zod';
import * as clock from './clock';
import { activeScenarios, clearScenarios, isScenario, SCENARIOS, setScenario } from './scenarios';

/**
 * /__mock/* control routes (plain JSON, real HTTP statuses: they are for tools, not for the app).
 * The db side is injected by mocks/handlers.ts so mocks/core does not import the domains.
 */
export interface ControlDeps {
  resetDb(opts: { seed?: number }): Promise<void>;
  currentSeed(): number;
  /** Decodes and records a signed raw tx; throws with a readable message when it is not one. */
  sendRawTx(raw: string, time: number): Promise<{ hash: string; blockNumber: number; blockHash: string }>;
  tableCounts(): Record<string, number>;
  /** The recorded tx (with its raw bytes) or undefined. */
  findTx(hash: string): Record<string, unknown> | undefined;
  /** eth_getTransactionCount of the wallet's node: `pending` (next nonce to sign with) or `latest` (in a block). */
  nonceOf(address: string, chainId: number, tag: 'pending' | 'latest'): number;
}

/** Most scenarios one shop may queue (a shared host must not grow without bound); one more answers 429. */
export const MAX_QUEUED_SCENARIOS = 50;

const ResetBody = z.object({ seed: z.number().int().nonnegative().optional() });
const ScenarioBody = z.object({
  name: z.string(),
  count: z.number().int().positive().optional(),
  path: z.string().min(1).optional(),
});
const ClockBody = z.object({
  advanceMs: z.number().int().optional(),
  set: z.number().int().nonnegative().optional(),
  /** false: the shop's clock stops where it is and moves only by advanceMs/set; true: it follows wall time again. */
  running: z.boolean().optional(),
});
const SendBody = z.object({
  raw: z.string().regex(/^0x[0-9a-fA-F]+$/, 'a 0x hex string'),
});

export async function body<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: z.output<S> } | { error: Response }> {
  const text = await request.text();
  let raw: unknown = {};
  try {
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return {
      error: HttpResponse.json({ error: 'malformed JSON body' }, { status: 400 }),
    };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
    return { error: HttpResponse.json({ error: detail }, { status: 400 }) };
  }
  return { ok: parsed.data };
}

export function controlHandlers(deps: ControlDeps): HttpHandler[] {
  return [
    http.post('*/__mock/reset', async ({ request }) => {
      const b = await body(request, ResetBody);
      if ('error' in b) return b.error;
      clearScenarios();
      await deps.resetDb(b.ok.seed === undefined ? {} : { seed: b.ok.seed });
      return HttpResponse.json({
        ok: true,
        seed: deps.currentSeed(),
        now: clock.now(),
      });
    }),
    http.post('*/__mock/scenario', async ({ request }) => {
      const b = await body(request, ScenarioBody);
      if ('error' in b) return b.error;
      const { name, count, path } = b.ok;
      if (name !== 'none' && activeScenarios().length >= MAX_QUEUED_SCENARIOS) {
        const message = `too many queued scenarios: the cap is ${MAX_QUEUED_SCENARIOS}; post {"name":"none"} or reset to clear them`;
        return HttpResponse.json({ error: message }, { status: 429 });
      }
      if (name === 'none') clearScenarios();
      else if (isScenario(name))
        setScenario(name, {
          ...(count ? { count } : {}),
          ...(path ? { path } : {}),
        });
      else {
        const known = ['none', ...SCENARIOS.map((s) => s.name)].join(', ');
        return HttpResponse.json({ error: `unknown scenario "${name}"; known: ${known}` }, { status: 400 });
      }
      return HttpResponse.json({ ok: true, active: activeScenarios() });
    }),
    http.get('*/__mock/health', () =>
      HttpResponse.json({
        ok: true,
        seed: deps.currentSeed(),
        now: clock.now(),
        scenarios: activeScenarios(),
        tables: deps.tableCounts(),
      }),
    ),
    http.post('*/__mock/clock', async ({ request }) => {
      const b = await body(request, ClockBody);
      if ('error' in b) return b.error;
      if (b.ok.running !== undefined) clock.setRunning(b.ok.running);
      if (b.ok.set !== undefined) clock.set(b.ok.set);
      if (b.ok.advanceMs !== undefined) clock.advance(b.ok.advanceMs);
      return HttpResponse.json({ ok: true, now: clock.now(), running: clock.isRunning() });
    }),
    http.get('*/__mock/chain/tx/:hash', ({ params }) => {
      const tx = deps.findTx(String(params.hash));
      return tx ? HttpResponse.json(tx) : HttpResponse.json({ error: 'unknown transaction' }, { status: 404 });
    }),
    http.get('*/__mock/chain/nonce', ({ request }) => {
      const q = new URL(request.url).searchParams;
      const tag = q.get('tag') === 'latest' ? 'latest' : 'pending';
      return HttpResponse.json({ nonce: deps.nonceOf(q.get('address') ?? '', Number(q.get('chainId') ?? 0), tag) });
    }),
    http.post('*/__mock/chain/send', async ({ request }) => {
      const b = await body(request, SendBody);
      if ('error' in b) return b.error;
      try {
        return HttpResponse.json(await deps.sendRawTx(b.ok.raw, clock.now()));
      } catch (e) {
        return HttpResponse.json({ error: (e as Error).message }, { status: 400 });
      }
    }),
  ];
}
