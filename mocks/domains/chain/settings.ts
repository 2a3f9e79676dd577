import { z } from 'zod';
import { defineTable } from '../../core/store';

/**
 * How the mock chain behaves, kept as a row of the shop (reset with it, one per shop) rather than in
 * module globals: the block time, how far the backend's own node lags behind the chain, and a queue of
 * forced outcomes for the next sent transactions.
 */
export const TxOutcome = z.enum(['mined', 'reverted', 'dropped']);
export type TxOutcome = z.infer<typeof TxOutcome>;

export const ForcedOutcome = z.object({
  outcome: TxOutcome,
  /** The chain's error text of a reverted tx (what the backend passes on). */
  error: z.string().optional(),
});
export type ForcedOutcome = z.infer<typeof ForcedOutcome>;

const ChainSettings = z.object({
  id: z.literal('chain'),
  blockTimeMs: z.number().int().nonnegative(),
  /**
   * The backend's node sees the chain this many ms late: it has a receipt only once mined_at + lag <= now
   * (the wallet's node and the chain's RPC see it at mined_at). Real backends read receipts from their own
   * node, which can be a few blocks behind the wallet's (docs/backend/corrections.md#b1-pending-hash). Older saved
   * shops: 0.
   */
  backendLagMs: z.number().int().nonnegative().default(0),
  /**
   * The chain's public RPC (/__mock/chain/rpc/:chainId) has not heard of a tx for this many ms after it was
   * sent: neither the tx nor its receipt, nor its nonce in the sender's count, as a load-balanced or lagging
   * public node that the tx has not reached yet. The wallet's own node (/__mock/chain/tx) knows it at once.
   * Proves nothing about the tx (issue 38): the app must keep looking. Older saved shops: 0.
   */
  rpcBlindMs: z.number().int().nonnegative().default(0),
  next: z.array(ForcedOutcome),
});
export type ChainSettings = z.infer<typeof ChainSettings>;

export const chainSettings = defineTable('chainSettings', ChainSettings);

/** The chain error a reverted tx shows when a test names none (what a node answers for a bare revert). */
export const DEFAULT_REVERT_ERROR = 'execution reverted';

const underVitest = typeof process !== 'undefined' && Boolean(process.env?.VITEST);
/** Runtime default: ~3 s like BSC/BTY for people (npm start, serve:mock), 0 in unit tests. */
let defaultBlockTimeMs = underVitest ? 0 : 3000;
/** Default 0: the backend sees a receipt as soon as the chain has it (tests and demos ask for a lag). */
let defaultBackendLagMs = 0;

/**
 * Sets what a freshly reset shop starts with: the block time (server/main.ts --block-time, browser
 * ?__blockTime=) and the backend node's lag (browser ?__backendLag=; /__mock/chain/settings for one shop).
 */
export function configureChain(opts: { blockTimeMs?: number; backendLagMs?: number }): void {
  if (opts.blockTimeMs !== undefined) defaultBlockTimeMs = opts.blockTimeMs;
  if (opts.backendLagMs !== undefined) defaultBackendLagMs = opts.backendLagMs;
}

export function chainSettingsOf(): ChainSettings {
  return (
    chainSettings.findFirst((q) => q.where({ id: 'chain' })) ?? {
      id: 'chain',
      blockTimeMs: defaultBlockTimeMs,
      backendLagMs: defaultBackendLagMs,
      rpcBlindMs: 0,
      next: [],
    }
  );
}

export async function setChainSettings(patch: {
  blockTimeMs?: number;
  backendLagMs?: number;
  rpcBlindMs?: number;
  next?: ForcedOutcome[];
}): Promise<ChainSettings> {
  const merged: ChainSettings = { ...chainSettingsOf(), ...patch, id: 'chain' };
  if (chainSettings.findFirst((q) => q.where({ id: 'chain' }))) {
    await chainSettings.update((q) => q.where({ id: 'chain' }), {
      data(r) {
        r.blockTimeMs = merged.blockTimeMs;
        r.backendLagMs = merged.backendLagMs;
        r.rpcBlindMs = merged.rpcBlindMs;
        r.next = merged.next;
      },
    });
  } else await chainSettings.create(merged);
  return chainSettingsOf();
}

/** The outcome for the next sent tx: the first queued one, else mined. */
export async function takeNextOutcome(): Promise<ForcedOutcome> {
  const { next } = chainSettingsOf();
  const [first, ...rest] = next;
  if (!first) return { outcome: 'mined' };
  await setChainSettings({ next: rest });
  return first;
}
