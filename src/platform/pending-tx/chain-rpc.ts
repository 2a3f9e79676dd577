import { chainRpcUrl } from '../chains';

/** One JSON-RPC call: the result, or a throw (the node is unreachable, timed out, or answered an error). */
export type JsonRpc = (method: string, params: readonly unknown[]) => Promise<unknown>;

/** A chain RPC that failed to answer; the tracker retries it with backoff and never calls it a refusal. */
export class ChainRpcError extends Error {
  override readonly name = 'ChainRpcError';
}

/** A public node answers a receipt query in well under a second; past this it counts as unreachable. */
export const CHAIN_RPC_TIMEOUT_MS = 8000;

/**
 * The chain's own JSON-RPC (the chain table's RPC URL, allowed by the CSP's connect-src): where the tracker
 * reads a receipt when no wallet can answer for the transaction's chain. Not the api-client: this is not
 * the shop's backend (no token, no envelope). undefined for a chain the shop does not know.
 */
export function chainRpc(
  chainId: number,
  opts: { fetch?: typeof fetch; timeoutMs?: number } = {},
): JsonRpc | undefined {
  const url = chainRpcUrl(chainId);
  if (!url) return undefined;
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  let id = 0;
  return async (method, params) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? CHAIN_RPC_TIMEOUT_MS);
    try {
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        signal: controller.signal,
        // The chain's node needs no cookie or referrer of the shop.
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      });
      if (!res.ok) throw new ChainRpcError(`chain RPC answered HTTP ${res.status}`);
      const body = (await res.json()) as { result?: unknown; error?: { message?: unknown } };
      if (body.error) throw new ChainRpcError(`chain RPC: ${String(body.error.message ?? 'error')}`);
      return body.result ?? null;
    } catch (e) {
      if (e instanceof ChainRpcError) throw e;
      throw new ChainRpcError(controller.signal.aborted ? 'chain RPC timed out' : `chain RPC: ${(e as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  };
}
