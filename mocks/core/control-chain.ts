import { CHAINS } from '@contracts/chain-abi';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { z } from 'zod';
import * as clock from './clock';
import { body as readBody } from './control';

/**
 * /__mock/chain/* controls for the block time, the backend node's lag, how long the public RPC has not heard
 * of a new tx (rpcBlindMs), the fate of transactions (including a true drop by nonce replacement), the
 * chain's own JSON-RPC (receipts for an app without a wallet), and the admin's decision on an offline
 * payment (the user side has no endpoint for it). The db side is injected (handlers.ts).
 */
const Outcome = z.enum(['mined', 'reverted', 'dropped']);
const Forced = z.object({ outcome: Outcome, error: z.string().min(1).optional() });

export interface ChainControlDeps {
  chainState(): {
    blockTimeMs: number;
    backendLagMs: number;
    rpcBlindMs: number;
    next: z.infer<typeof Forced>[];
    pending: unknown[];
  };
  setChain(patch: {
    blockTimeMs?: number;
    backendLagMs?: number;
    rpcBlindMs?: number;
    next?: z.infer<typeof Forced>[];
  }): Promise<unknown>;
  /** The JSON-RPC answer of chain `chainId`'s node to one request body. */
  rpc(chainId: number, body: unknown): unknown;
  mine(hash?: string): Promise<string[]>;
  setOutcome(hash: string, outcome: z.infer<typeof Outcome>, error?: string): Promise<boolean>;
  /** Another tx of the same sender takes the pending tx's nonce and is mined (a true drop); its hash, or null. */
  replace(hash: string): Promise<string | null>;
  /** Admin agrees (true) or refuses an offline payment; an error text when the order cannot be decided. */
  decideOffline(orderId: string, agree: boolean): Promise<string | null>;
}

const SettingsBody = z.object({
  /** Milliseconds a sent tx stays pending (0 = mined at once). */
  blockTimeMs: z.number().int().nonnegative().max(600_000).optional(),
  /** Milliseconds the backend's own node sees the chain late (0 = at once): its receipts come that much later. */
  backendLagMs: z.number().int().nonnegative().max(600_000).optional(),
  /**
   * Milliseconds after sending during which the chain's public RPC (/__mock/chain/rpc/:chainId) has not heard
   * of a tx: no tx, no receipt, not in the sender's nonce (0 = at once). The wallet's node is not affected.
   */
  rpcBlindMs: z.number().int().nonnegative().max(600_000).optional(),
  /** Outcomes for the next sent transactions, in order (then mined again). */
  next: z.array(Forced).max(50).optional(),
});
const MineBody = z.object({
  hash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'a 0x tx hash')
    .optional(),
});
const OutcomeBody = z.object({
  hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a 0x tx hash'),
  outcome: Outcome,
  error: z.string().min(1).optional(),
});
const OfflineBody = z.object({ orderId: z.string().min(1), state: z.union([z.literal(0), z.literal(1)]) });

export function chainControlHandlers(deps: ChainControlDeps): HttpHandler[] {
  const rpcAnswer = async (request: Request, chainId: number) => {
    const body: unknown = await request.json().catch(() => null);
    if (body === null) {
      return HttpResponse.json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } });
    }
    return HttpResponse.json(deps.rpc(chainId, body) as Record<string, unknown>);
  };
  return [
    http.get('*/__mock/chain', () => HttpResponse.json({ ok: true, now: clock.now(), ...deps.chainState() })),
    http.post('*/__mock/chain/settings', async ({ request }) => {
      const b = await readBody(request, SettingsBody);
      if ('error' in b) return b.error;
      await deps.setChain({
        ...(b.ok.blockTimeMs === undefined ? {} : { blockTimeMs: b.ok.blockTimeMs }),
        ...(b.ok.backendLagMs === undefined ? {} : { backendLagMs: b.ok.backendLagMs }),
        ...(b.ok.rpcBlindMs === undefined ? {} : { rpcBlindMs: b.ok.rpcBlindMs }),
        ...(b.ok.next === undefined ? {} : { next: b.ok.next }),
      });
      return HttpResponse.json({ ok: true, now: clock.now(), ...deps.chainState() });
    }),
    // The chain's public node: e2e routes the chain table's RPC URL here (the production build stays free
    // of mock code); the in-page mock answers the chain table's URLs themselves (npm start without a wallet).
    http.post('*/__mock/chain/rpc/:chainId', ({ request, params }) => rpcAnswer(request, Number(params.chainId))),
    ...Object.values(CHAINS).map((c) => http.post(c.rpc, ({ request }) => rpcAnswer(request, c.chainId))),
    http.post('*/__mock/chain/mine', async ({ request }) => {
      const b = await readBody(request, MineBody);
      if ('error' in b) return b.error;
      return HttpResponse.json({ ok: true, mined: await deps.mine(b.ok.hash) });
    }),
    http.post('*/__mock/chain/outcome', async ({ request }) => {
      const b = await readBody(request, OutcomeBody);
      if ('error' in b) return b.error;
      if (!(await deps.setOutcome(b.ok.hash, b.ok.outcome, b.ok.error))) {
        return HttpResponse.json({ error: 'no pending transaction with that hash' }, { status: 404 });
      }
      return HttpResponse.json({ ok: true });
    }),
    // A true drop: the pending tx's nonce is taken by another tx of its sender, mined now.
    http.post('*/__mock/chain/replace', async ({ request }) => {
      const b = await readBody(request, MineBody.required());
      if ('error' in b) return b.error;
      const replacement = await deps.replace(b.ok.hash);
      if (!replacement) return HttpResponse.json({ error: 'no pending transaction with that hash' }, { status: 404 });
      return HttpResponse.json({ ok: true, dropped: b.ok.hash.toLowerCase(), replacement });
    }),
    http.post('*/__mock/orders/offline-confirm', async ({ request }) => {
      const b = await readBody(request, OfflineBody);
      if ('error' in b) return b.error;
      const problem = await deps.decideOffline(b.ok.orderId, b.ok.state === 1);
      if (problem) return HttpResponse.json({ error: problem }, { status: 409 });
      return HttpResponse.json({ ok: true });
    }),
  ];
}
