import { type ParityRow, withArgs } from './row';

/**
 * Chain (docs/backend/corrections.md#b2-tx-hash-pending): a submitted hash the backend’s node has no receipt for yet.
 */
export const CHAIN_ROWS: readonly ParityRow[] = [
  {
    id: 'chain.pending-hash',
    source: 'docs/backend/corrections.md#b2-tx-hash-pending',
    endpoint: 'chain.txHash',
    situation: 'a hash the backend’s node has no receipt for yet (the RPC’s error text is empty)',
    ...withArgs(''),
  },
];
