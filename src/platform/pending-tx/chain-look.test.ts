import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Eip1193Provider } from '../globals';
import { lookAtChain, WALLET_CALL_TIMEOUT_MS } from './chain-look';
import { ChainRpcError, type JsonRpc } from './chain-rpc';
import type { PendingTx } from './store';
import { CANONICAL, HASH, pendingPay, SENDER } from './testing/fixtures';

/** Sent at t = 0 (the tests' clock), with no pay parameters. */
const entry = (over: Partial<PendingTx> = {}) => pendingPay({ sentAt: 0, params: {}, ...over });

/** A node as JSON-RPC with scripted answers per method; records the calls in order. */
function node(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const rpc: JsonRpc = async (method, params) => {
    calls.push(method === 'eth_getTransactionCount' ? `${method}:${String(params[1])}` : method);
    const a = answers[method];
    if (a instanceof Error) throw a;
    return a ?? null;
  };
  return { rpc, calls };
}

/** A wallet provider answering like `node`, or never (`silent`) for the methods named. */
function wallet(chainId: string, answers: Record<string, unknown>, silent: string[] = []) {
  const asked: string[] = [];
  const provider: Eip1193Provider = {
    request: ({ method }) => {
      asked.push(method);
      if (silent.includes(method)) return new Promise(() => {});
      if (method === 'eth_chainId') return Promise.resolve(chainId);
      return Promise.resolve(answers[method] ?? null);
    },
    on: () => {},
    removeListener: () => {},
  };
  return { provider, asked };
}

afterEach(() => vi.useRealTimers());

describe('lookAtChain', () => {
  it('names the receipt’s own hash when it differs from the wallet’s (Bityuan, B3)', async () => {
    const chain = node({
      eth_getTransactionReceipt: { status: '0x1', transactionHash: CANONICAL.toUpperCase().replace('0X', '0x') },
    });
    expect(await lookAtChain(entry(), { rpc: () => chain.rpc })).toEqual({
      receipt: 'mined',
      receiptHash: CANONICAL,
      tx: null,
      via: 'rpc',
    });
    const same = node({ eth_getTransactionReceipt: { status: '0x1', transactionHash: HASH } });
    expect(await lookAtChain(entry(), { rpc: () => same.rpc })).not.toHaveProperty('receiptHash');
  });

  it('reads a reverted receipt as reverted, and a pending tx with its sender, nonce and the sender’s count', async () => {
    const reverted = node({ eth_getTransactionReceipt: { status: '0x0' } });
    expect((await lookAtChain(entry(), { rpc: () => reverted.rpc })).receipt).toBe('reverted');
    const pending = node({
      eth_getTransactionByHash: { hash: HASH, from: SENDER.toUpperCase().replace('0X', '0x'), nonce: '0x7' },
      eth_getTransactionCount: '0x7',
    });
    expect(await lookAtChain(entry(), { rpc: () => pending.rpc })).toEqual({
      receipt: null,
      tx: { from: SENDER, nonce: 7 },
      confirmedCount: 7,
      via: 'rpc',
    });
    // First sight: the count is read for the sender the tx names.
    expect(pending.calls).toEqual([
      'eth_getTransactionReceipt',
      'eth_getTransactionByHash',
      'eth_getTransactionCount:latest',
    ]);
  });

  it('with the sender known reads its count before the receipt (a tx mined in between shows its receipt)', async () => {
    const chain = node({ eth_getTransactionCount: '0x8' });
    const look = await lookAtChain(entry({ from: SENDER, nonce: 7 }), { rpc: () => chain.rpc });
    expect(look).toEqual({ receipt: null, tx: null, confirmedCount: 8, via: 'rpc' });
    expect(chain.calls[0]).toBe('eth_getTransactionCount:latest');
  });

  it('a node that has not heard of the tx answers "no tx", which is no error', async () => {
    const chain = node({});
    expect(await lookAtChain(entry(), { rpc: () => chain.rpc })).toEqual({ receipt: null, tx: null, via: 'rpc' });
  });

  it.each([
    ['a receipt that is a string', { eth_getTransactionReceipt: '<html>busy</html>' }],
    ['a receipt that is a list', { eth_getTransactionReceipt: [1, 2] }],
    ['a receipt without a status', { eth_getTransactionReceipt: { transactionHash: HASH } }],
    ['a receipt of another chain', { eth_getTransactionReceipt: { status: '0x1', chainId: '0x38' } }],
    ['another tx', { eth_getTransactionByHash: { hash: CANONICAL, from: SENDER, nonce: '0x1' } }],
    ['a tx without a sender', { eth_getTransactionByHash: { hash: HASH, nonce: '0x1' } }],
    [
      'a count that is no number',
      { eth_getTransactionByHash: { hash: HASH, from: SENDER, nonce: '0x1' }, eth_getTransactionCount: 'many' },
    ],
  ])('refuses garbage from the node (%s): a ChainRpcError, looked at again later', async (_what, answers) => {
    const chain = node(answers);
    await expect(lookAtChain(entry(), { rpc: () => chain.rpc })).rejects.toBeInstanceOf(ChainRpcError);
  });

  it('asks a wallet on the tx’s chain first, and the chain’s RPC not at all when it answers', async () => {
    const w = wallet('0xbb7', { eth_getTransactionReceipt: { status: '0x1', transactionHash: HASH } });
    const chain = node({});
    expect((await lookAtChain(entry(), { provider: w.provider, rpc: () => chain.rpc })).via).toBe('wallet');
    expect(w.asked).toEqual(['eth_chainId', 'eth_getTransactionReceipt']);
    expect(chain.calls).toEqual([]);
  });

  it('passes over a wallet on another chain, one that cannot name its chain, or one that fails', async () => {
    for (const w of [
      wallet('0x38', {}),
      wallet('nonsense', {}),
      wallet('0xbb7', { eth_getTransactionReceipt: '<garbage>' }),
    ]) {
      const chain = node({ eth_getTransactionReceipt: { status: '0x1' } });
      expect(await lookAtChain(entry(), { provider: w.provider, rpc: () => chain.rpc })).toMatchObject({
        receipt: 'mined',
        via: 'rpc',
      });
    }
  });

  it('a wallet that never answers is passed over after the time limit: the chain’s RPC answers', async () => {
    vi.useFakeTimers();
    for (const silent of ['eth_chainId', 'eth_getTransactionReceipt']) {
      const w = wallet('0xbb7', {}, [silent]);
      const chain = node({ eth_getTransactionReceipt: { status: '0x1' } });
      const look = lookAtChain(entry(), { provider: w.provider, rpc: () => chain.rpc });
      await vi.advanceTimersByTimeAsync(WALLET_CALL_TIMEOUT_MS);
      await expect(look).resolves.toMatchObject({ receipt: 'mined', via: 'rpc' });
    }
  });

  it('throws when no RPC is known for the chain and no wallet answers', async () => {
    await expect(lookAtChain(entry({ chainId: 1 }), { rpc: () => undefined })).rejects.toThrow(/no RPC known/);
  });
});
