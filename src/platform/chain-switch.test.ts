import { describe, expect, it } from 'vitest';
import { ChainSwitchRefusedError, switchChain } from './chain-switch';

type Call = { method: string; params?: readonly unknown[] };

function wallet(answer: (c: Call) => unknown) {
  const calls: Call[] = [];
  const request = async (method: string, params?: readonly unknown[]) => {
    const call = { method, ...(params ? { params } : {}) };
    calls.push(call);
    const out = answer(call);
    if (out instanceof Error) throw out;
    return out;
  };
  return { calls, request };
}
const rpcError = (code: number) => Object.assign(new Error(`rpc ${code}`), { code });

describe('switchChain', () => {
  it('switches when the wallet agrees', async () => {
    const w = wallet(() => null);
    await switchChain(w.request, 56);
    expect(w.calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] }]);
  });

  it('a refused switch says so (nothing is sent)', async () => {
    const w = wallet(() => rpcError(4001));
    const err = await switchChain(w.request, 2999).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChainSwitchRefusedError);
    expect(err).toMatchObject({ reason: 'chain-refused', chainId: 2999 });
  });

  it('offers the spec chain settings to a wallet that does not know the chain, then switches', async () => {
    let added = false;
    const w = wallet((c) => {
      if (c.method === 'wallet_addEthereumChain') {
        added = true;
        return null;
      }
      return added ? null : rpcError(4902);
    });
    await switchChain(w.request, 2999);
    expect(w.calls.map((c) => c.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(w.calls[1]?.params?.[0]).toMatchObject({
      chainId: '0xbb7',
      chainName: 'Bityuan',
      nativeCurrency: { symbol: 'BTY', decimals: 18 },
      blockExplorerUrls: ['https://mainnet.bityuan.com'],
    });
  });

  it('a refused add is a refused switch; other wallet errors pass through unchanged', async () => {
    const refusesAdd = wallet((c) => (c.method === 'wallet_addEthereumChain' ? rpcError(4001) : rpcError(4902)));
    await expect(switchChain(refusesAdd.request, 56)).rejects.toBeInstanceOf(ChainSwitchRefusedError);
    const broken = wallet(() => rpcError(-32603));
    await expect(switchChain(broken.request, 56)).rejects.toMatchObject({ code: -32603 });
  });
});
