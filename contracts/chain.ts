import { z } from 'zod';
import { defineEndpoint } from './core/endpoint';
import { TxHash } from './core/primitives';
import { ChainContractVO, TokenMetaVO } from './shared-vo';

/** ContractTxHashSubmitRO.respType: the doc lists 1 open blind box and 2 synthesize; only 1 is implemented. */
export const TxHashRespType = { openBlindBox: 1, synthesize: 2 } as const;

export const chainEndpoints = {
  contractList: defineEndpoint({
    id: 'chain.contractList',
    method: 'GET',
    path: '/api/v/chain/contract/list',
    summary: 'The chain contracts (ctId 1 is the auto-deployed ERC-1155 "Default Contract")',
    auth: 'none',
    family: 'v',
    input: () => z.object({}),
    data: () => z.array(ChainContractVO),
  }),
  txHash: defineEndpoint({
    id: 'chain.txHash',
    method: 'POST',
    path: '/api/v/chain/tx-hash',
    summary:
      'Index a contract tx the client sent (expressNFT, openBlindBoxNFT, transfers); respType 1 answers the prize',
    auth: 'none',
    family: 'v',
    input: () =>
      z.object({
        ctId: z.number().int().positive(),
        txHash: TxHash,
        respType: z.number().int().optional(),
      }),
    // TokenMetaVO of the prize SKU with the opened box's tokenId; absent for anything else.
    data: () => TokenMetaVO.optional(),
  }),
} as const;
