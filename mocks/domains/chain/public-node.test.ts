import { describe, expect, it } from 'vitest';
import { advance } from '../../core/clock';
import { persona } from '../../core/personas';
import { MOCK_ORIGIN } from '../../node';
import { setupMockServer } from '../../testing';
import { sendTx } from '../orders/testing/buying';
import { setChainSettings } from './settings';
import { findTx, nonceOf, txStatus } from './table';

setupMockServer();

/**
 * The chain's public RPC that has not heard of a tx yet (`rpcBlindMs`) and a true drop (another tx takes the
 * nonce): the two controls issue 38's journeys need to show that "unknown" proves nothing and that only a
 * taken nonce proves a drop.
 */

type RpcAnswer = { result?: unknown; error?: { code: number; message: string } };
const rpc = (method: string, params: unknown[], chainId = 2999) =>
  fetch(`${MOCK_ORIGIN}/__mock/chain/rpc/${chainId}`, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  }).then((r) => r.json() as Promise<RpcAnswer>);
const control = (path: string, body?: unknown) =>
  fetch(`${MOCK_ORIGIN}${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }).then(
    async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }),
  );
const wallet = (hash: string) => control(`/__mock/chain/tx/${hash}`);

const sender = persona('newbie').address;
const send = () => sendTx('newbie', { chainId: 2999, to: persona('merchant').address, value: 1n });
const count = async (tag: 'latest' | 'pending') => Number((await rpc('eth_getTransactionCount', [sender, tag])).result);

describe('rpcBlindMs: the public RPC has not heard of a new tx', () => {
  it('for that long after sending knows neither the tx, its receipt nor its nonce; the wallet’s node does', async () => {
    const set = await control('/__mock/chain/settings', { blockTimeMs: 3000, rpcBlindMs: 90_000 });
    expect(set.body).toMatchObject({ rpcBlindMs: 90_000 });
    expect((await control('/__mock/chain')).body).toMatchObject({ rpcBlindMs: 90_000 });
    const before = await count('latest');
    const hash = await send();
    advance(3000);
    // Mined on the chain, and the wallet's node says so...
    expect((await wallet(hash)).body).toMatchObject({ hash, status: 'mined' });
    // ...the public node has not heard of it: no receipt, no tx, not in the count (a node that is behind).
    expect((await rpc('eth_getTransactionReceipt', [hash])).result).toBeNull();
    expect((await rpc('eth_getTransactionByHash', [hash])).result).toBeNull();
    expect(await count('latest')).toBe(before);
    expect(await count('pending')).toBe(before);
    advance(86_999);
    expect((await rpc('eth_getTransactionReceipt', [hash])).result).toBeNull();
    advance(1);
    expect((await rpc('eth_getTransactionReceipt', [hash])).result).toMatchObject({
      transactionHash: hash,
      status: '0x1',
    });
    expect(await count('latest')).toBe(before + 1);
  });

  it('0 (the default) hides nothing: a pending tx counts as pending, a mined one as latest', async () => {
    await setChainSettings({ blockTimeMs: 3000 });
    const before = await count('latest');
    const hash = await send();
    expect((await rpc('eth_getTransactionByHash', [hash])).result).toMatchObject({ hash, blockNumber: null });
    expect(await count('pending')).toBe(before + 1);
    expect(await count('latest')).toBe(before);
    advance(3000);
    expect(await count('latest')).toBe(before + 1);
  });

  it('refuses a bad count request as a node does, and a setting out of range with the field named', async () => {
    expect((await rpc('eth_getTransactionCount', ['0x12', 'latest'])).error?.code).toBe(-32602);
    expect((await rpc('eth_getTransactionCount', [])).error?.code).toBe(-32602);
    const bad = await control('/__mock/chain/settings', { rpcBlindMs: -1 });
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).toMatch(/^rpcBlindMs: /);
  });
});

describe('/__mock/chain/replace: a true drop', () => {
  it('another tx of the sender takes the nonce and is mined; the replaced one is never mined', async () => {
    await setChainSettings({ blockTimeMs: 600_000 });
    const hash = await send();
    const nonce = findTx(hash)?.nonce ?? -1;
    expect(await count('latest')).toBe(nonce);
    const r = await control('/__mock/chain/replace', { hash });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, dropped: hash, replacement: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    const replacement = findTx(String(r.body.replacement));
    expect(replacement).toMatchObject({ from: sender, nonce });
    // The chain shows the nonce used by another tx, and ours without a receipt: the proof of a drop.
    expect(await count('latest')).toBe(nonce + 1);
    expect((await rpc('eth_getTransactionReceipt', [hash])).result).toBeNull();
    advance(600_000);
    expect(txStatus(findTx(hash) ?? ({} as never))).toBe('dropped');
    expect((await rpc('eth_getTransactionReceipt', [hash])).result).toBeNull();
    // The wallet signs its next tx after the replacement.
    expect(nonceOf(sender, 2999)).toBe(nonce + 1);
  });

  it('answers 404 for an unknown or settled tx, and 400 naming the field for a bad hash', async () => {
    await setChainSettings({ blockTimeMs: 0 });
    const mined = await send();
    expect((await control('/__mock/chain/replace', { hash: mined })).status).toBe(404);
    expect((await control('/__mock/chain/replace', { hash: `0x${'9'.repeat(64)}` })).status).toBe(404);
    const bad = await control('/__mock/chain/replace', { hash: 'nope' });
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).toMatch(/^hash: /);
    expect((await control('/__mock/chain/replace', {})).status).toBe(400);
  });
});
