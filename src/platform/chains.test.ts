import { CHAINS as CHAIN_TABLE } from '@contracts/chain-abi';
import { describe, expect, it } from 'vitest';
import {
  CHAINS,
  CONTRACT_CHAIN_ID,
  chainRpcUrl,
  EXPLORER_HOSTS,
  EXTERNAL_HOST_ALLOWLIST,
  explorerAddressUrl,
  explorerTxUrl,
} from './chains';

const HASH = `0x${'ab'.repeat(32)}`;
const ADDRESS = '0x55d398326f99059ff775485246999027b3197955';

describe('the one chain table', () => {
  it('takes every fact from contracts/chain-abi.ts', () => {
    for (const c of Object.values(CHAIN_TABLE)) {
      expect(CHAINS[c.chainId]).toEqual({
        chainId: c.chainId,
        name: c.name,
        currency: { name: c.symbol, symbol: c.symbol, decimals: c.decimals },
        rpcUrls: [c.rpc],
        explorer: c.explorer,
      });
      expect(chainRpcUrl(c.chainId)).toBe(c.rpc);
    }
    expect(CHAINS[CONTRACT_CHAIN_ID].currency.symbol).toBe('BTY');
    expect(chainRpcUrl(1)).toBeUndefined();
  });

  it('lets links leave the app for every explorer of the table', () => {
    expect([...EXPLORER_HOSTS].sort()).toEqual(['bscscan.com', 'mainnet.bityuan.com']);
    for (const host of EXPLORER_HOSTS) expect(EXTERNAL_HOST_ALLOWLIST).toContain(host);
  });
});

describe('explorer links', () => {
  it('Bityuan (2999)', () => {
    expect(explorerTxUrl(2999, HASH)).toBe(`https://mainnet.bityuan.com/tx/${HASH}`);
    expect(explorerAddressUrl(2999, ADDRESS)).toBe(`https://mainnet.bityuan.com/address/${ADDRESS}`);
  });

  it('BNB Smart Chain (56)', () => {
    expect(explorerTxUrl(56, HASH)).toBe(`https://bscscan.com/tx/${HASH}`);
    expect(explorerAddressUrl(56, ADDRESS)).toBe(`https://bscscan.com/address/${ADDRESS}`);
  });

  it('an unknown chain gets no link at all, not a broken or a wrong-chain one', () => {
    // Before: orders' txUrl sent every chain but 56 to Bityuan's explorer; the contracts' explorerUrl and
    // the platform's txExplorerUrl answered differently ('' vs undefined) for the same question.
    for (const chainId of [0, 1, 5, 97, Number.NaN]) {
      expect(explorerTxUrl(chainId, HASH)).toBeUndefined();
      expect(explorerAddressUrl(chainId, ADDRESS)).toBeUndefined();
    }
    // Inherited keys of a plain object are no chains either.
    expect(explorerTxUrl('constructor' as unknown as number, HASH)).toBeUndefined();
  });

  it('no hash yet means no link (a bare "/tx/" page would be broken)', () => {
    expect(explorerTxUrl(2999, '')).toBeUndefined();
    expect(explorerAddressUrl(56, '')).toBeUndefined();
  });

  it('a value cannot leave the explorer page it is put on', () => {
    expect(explorerTxUrl(2999, '../../evil?x=1#y')).toBe('https://mainnet.bityuan.com/tx/..%2F..%2Fevil%3Fx%3D1%23y');
  });
});
