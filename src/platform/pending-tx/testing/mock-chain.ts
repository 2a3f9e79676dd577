import { MOCK_ORIGIN } from '@mocks/node';
import { type ChainLook, lookAtChain } from '../chain-look';
import type { JsonRpc } from '../chain-rpc';
import type { PendingTx } from '../store';

/** The mock chain's public node (/__mock/chain/rpc/:chainId) as the tracker's chain RPC, for jsdom tests. */
export function mockChainRpc(chainId: number): JsonRpc {
  let id = 0;
  return async (method, params) => {
    const res = await fetch(`${MOCK_ORIGIN}/__mock/chain/rpc/${chainId}`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { message?: string } };
    if (body.error) throw new Error(body.error.message ?? 'rpc error');
    return body.result ?? null;
  };
}

/** The tracker's look at the chain, through the mock chain's public node (no wallet). */
export const lookAtMockChain = (p: PendingTx): Promise<ChainLook> => lookAtChain(p, { rpc: mockChainRpc });
