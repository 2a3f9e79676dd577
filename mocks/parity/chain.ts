import { type ParityRow, withArgs } from './row';

/** Chain (B2): a submitted hash the backend’s node has no receipt for yet. */
export const CHAIN_ROWS: readonly ParityRow[] = [
  {
    id: 'chain.pending-hash',
    source: 'B2',
    endpoint: 'chain.txHash',
    situation: 'a hash the backend’s node has no receipt for yet (the RPC’s error text is empty)',
    ...withArgs(''),
  },
];
