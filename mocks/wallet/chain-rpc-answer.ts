import { toQuantity } from 'ethers';
import { type LedgerTx, rpcReceipt, rpcTransaction } from './rpc-format';

/** A ledger row as the chain itself sees it now (no backend lag), with the chain it was signed for. */
export type ChainView = LedgerTx & { chainId: number };

interface JsonRpcRequest {
  jsonrpc?: unknown;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: unknown; result: unknown }
  | { jsonrpc: '2.0'; id: unknown; error: { code: number; message: string } };

const fault = (id: unknown, code: number, message: string): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
});

/**
 * The mock chain as a public JSON-RPC node of `chainId` answers (the chain's own RPC, which the app reads
 * receipts from when no wallet can): receipts and transactions from the ledger, at the chain's own time —
 * the backend's lagging node is a different view (mocks/domains/chain/rules/receipt.ts). Only what a receipt
 * reader needs (receipt, tx, the sender's nonce to prove a drop); anything else is "method not found", as a
 * node answers an unknown method.
 */
export function answerChainRpc(
  chainId: number,
  body: unknown,
  ledger: {
    find(hash: string): ChainView | null | undefined;
    blockNumber(): number;
    /** eth_getTransactionCount: `pending` counts txs still in the mempool, `latest` only those in a block. */
    nonce(address: string, tag: 'pending' | 'latest'): number;
  },
): JsonRpcResponse {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return fault(null, -32600, 'invalid request');
  const { id = null, method, params } = body as JsonRpcRequest;
  const args = Array.isArray(params) ? params : [];
  const onChain = (): ChainView | null => {
    const row = typeof args[0] === 'string' ? ledger.find(args[0]) : null;
    return row && row.chainId === chainId ? row : null;
  };
  const result = (value: unknown): JsonRpcResponse => ({ jsonrpc: '2.0', id, result: value });
  switch (method) {
    case 'eth_chainId':
      return result(toQuantity(chainId));
    case 'net_version':
      return result(String(chainId));
    case 'eth_blockNumber':
      return result(toQuantity(ledger.blockNumber()));
    case 'eth_getTransactionReceipt': {
      const row = onChain();
      return result(row ? rpcReceipt(row) : null);
    }
    case 'eth_getTransactionByHash': {
      const row = onChain();
      return result(row ? rpcTransaction(row) : null);
    }
    case 'eth_getTransactionCount': {
      const [address, tag] = args;
      if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
        return fault(id, -32602, 'invalid argument 0: hex string has length != 40');
      }
      // A block number or "earliest" is answered as "latest": the mock keeps no history of counts.
      return result(toQuantity(ledger.nonce(address, tag === 'pending' ? 'pending' : 'latest')));
    }
    default:
      return fault(id, -32601, `the method ${String(method)} does not exist/is not available`);
  }
}
