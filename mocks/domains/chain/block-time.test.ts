import { paymentsEndpoints } from '@contracts/payments';
import { describe, expect, it } from 'vitest';
import { advance } from '../../core/clock';
import { callEndpoint, MOCK_ORIGIN } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { detail, payBty, quotes, skuOf, submit } from '../orders/testing/buying';
import { setChainSettings } from './settings';
import { findTx, txStatus } from './table';

setupMockServer();

/** A pending order of the newbie and its BTY quote. */
async function order() {
  const token = await tokenFor('newbie');
  const orderId = (await submit(token, skuOf('敦煌飞天数字藏品').sku.skuId, 1)).body.data as string;
  const bty = (await quotes(token, orderId)).find((p) => p.chainType === 0);
  if (!bty) throw new Error('no BTY quote');
  return { token, orderId, send: () => payBty('newbie', bty.payAddress, bty.amount) };
}

const pay = (token: string, orderId: string, txHash: string, lang: 'zh' | 'en' = 'zh') =>
  callEndpoint(paymentsEndpoints.pay, { orderId, chainType: 0, txHash }, { token, lang });

const control = (path: string, body: unknown) =>
  fetch(`${MOCK_ORIGIN}${path}`, { method: 'POST', body: JSON.stringify(body) }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as Record<string, unknown>,
  }));

describe('the mock chain with a block time', () => {
  it('mines at once with block time 0 (the unit-test default)', async () => {
    const { token, orderId, send } = await order();
    const hash = await send();
    expect(txStatus(findTx(hash) ?? ({} as never))).toBe('mined');
    expect((await pay(token, orderId, hash)).body.code).toBe(0);
  });

  it('answers "无效的交易哈希" while pending (B1: the not-confirmed text is never sent), and pays once the block time has passed', async () => {
    await setChainSettings({ blockTimeMs: 3000 });
    const { token, orderId, send } = await order();
    const hash = await send();
    const early = await pay(token, orderId, hash);
    expect(early.body).toEqual({ code: 1, message: '无效的交易哈希' });
    expect((await detail(token, orderId)).info.status).toBe(0);
    advance(2999);
    expect((await pay(token, orderId, hash)).body.code).toBe(1);
    advance(1);
    expect((await pay(token, orderId, hash)).body.code).toBe(0);
    expect((await detail(token, orderId)).info).toMatchObject({ status: 1, payHash: hash });
  });

  it('mines on demand through /__mock/chain/mine', async () => {
    await setChainSettings({ blockTimeMs: 60_000 });
    const { token, orderId, send } = await order();
    const hash = await send();
    const state = await fetch(`${MOCK_ORIGIN}/__mock/chain`).then((r) => r.json());
    expect(state).toMatchObject({ blockTimeMs: 60_000, pending: [expect.objectContaining({ hash })] });
    expect((await control('/__mock/chain/mine', { hash })).body).toMatchObject({ mined: [hash] });
    expect((await pay(token, orderId, hash)).body.code).toBe(0);
  });

  it('answers a reverted tx "无效的交易哈希" (TransferUtils: any receipt but SUCCESS) and leaves the order unpaid', async () => {
    const r = await control('/__mock/chain/settings', {
      next: [{ outcome: 'reverted', error: 'execution reverted: insufficient balance' }],
    });
    expect(r.status).toBe(200);
    const { token, orderId, send } = await order();
    const hash = await send();
    expect((await pay(token, orderId, hash)).body).toEqual({ code: 1, message: '无效的交易哈希' });
    expect((await detail(token, orderId)).info.status).toBe(0);
    // The queue held one outcome: the next tx is mined again.
    expect((await pay(token, orderId, await send())).body.code).toBe(0);
  });

  it('keeps a dropped tx "Invalid transaction hash" for ever and frees its nonce', async () => {
    await setChainSettings({ blockTimeMs: 3000 });
    const { token, orderId, send } = await order();
    const hash = await send();
    expect((await control('/__mock/chain/outcome', { hash, outcome: 'dropped' })).status).toBe(200);
    advance(60_000);
    expect((await pay(token, orderId, hash, 'en')).body).toEqual({ code: 1, message: 'Invalid transaction hash' });
    const again = await send();
    expect(findTx(again)?.nonce).toBe(findTx(hash)?.nonce);
  });

  it('refuses bad control input with a 400 that says what is wrong, and an unknown hash with 404', async () => {
    const bad = await control('/__mock/chain/settings', { blockTimeMs: -1 });
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).toMatch(/blockTimeMs/);
    const badLag = await control('/__mock/chain/settings', { backendLagMs: 'ten' });
    expect(badLag.status).toBe(400);
    expect(String(badLag.body.error)).toMatch(/backendLagMs/);
    const unknown = await control('/__mock/chain/outcome', { hash: `0x${'12'.repeat(32)}`, outcome: 'reverted' });
    expect(unknown.status).toBe(404);
  });

  it('settles the tx-hash endpoint its own way (B2): pending is "参数错误：，请检查输入" in every language', async () => {
    await setChainSettings({ blockTimeMs: 3000 });
    const { send } = await order();
    const hash = await send();
    const { chainEndpoints } = await import('@contracts/chain');
    const ask = (lang: 'zh' | 'en' | 'hk') => callEndpoint(chainEndpoints.txHash, { ctId: 1, txHash: hash }, { lang });
    expect((await ask('zh')).body).toEqual({ code: 1, message: '参数错误：，请检查输入' });
    expect((await ask('hk')).body).toEqual({ code: 1, message: '參數錯誤：，請檢查輸入' });
    expect((await ask('en')).body).toEqual({ code: 1, message: 'Invalid parameter: . Please check your input' });
  });
});

describe("the backend's node lagging behind the chain", () => {
  const rpc = (chainId: number, body: unknown) =>
    fetch(`${MOCK_ORIGIN}/__mock/chain/rpc/${chainId}`, { method: 'POST', body: JSON.stringify(body) }).then(
      (r) => r.json() as Promise<{ result?: { status?: string } | null; error?: { code: number } }>,
    );
  const receipt = (hash: string) =>
    rpc(2999, { jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] });

  it('the chain has the receipt at the block time; the backend sees it only `backendLagMs` later', async () => {
    const set = await control('/__mock/chain/settings', { blockTimeMs: 3000, backendLagMs: 10_000 });
    expect(set.body).toMatchObject({ blockTimeMs: 3000, backendLagMs: 10_000 });
    const { token, orderId, send } = await order();
    const hash = await send();
    advance(3000);
    // The chain's own node (and the wallet's) has it...
    expect((await receipt(hash)).result).toMatchObject({ status: '0x1' });
    // ...the backend's node does not, for 10 s more.
    expect((await pay(token, orderId, hash)).body).toEqual({ code: 1, message: '无效的交易哈希' });
    advance(9999);
    expect((await pay(token, orderId, hash)).body).toEqual({ code: 1, message: '无效的交易哈希' });
    advance(1);
    expect((await pay(token, orderId, hash)).body.code).toBe(0);
  });

  it('tx-hash lags the same way', async () => {
    await setChainSettings({ blockTimeMs: 0, backendLagMs: 5000 });
    const { send } = await order();
    const hash = await send();
    const { chainEndpoints } = await import('@contracts/chain');
    const ask = () => callEndpoint(chainEndpoints.txHash, { ctId: 1, txHash: hash }, { lang: 'zh' });
    expect((await ask()).body).toEqual({ code: 1, message: '参数错误：，请检查输入' });
    advance(5000);
    expect((await ask()).body.code).toBe(0);
  });

  it("the chain's JSON-RPC answers a pending tx, a tx of another chain and an unknown method as a node does", async () => {
    await setChainSettings({ blockTimeMs: 3000 });
    const { send } = await order();
    const hash = await send();
    expect((await receipt(hash)).result).toBeNull();
    const byHash = await rpc(2999, { jsonrpc: '2.0', id: 2, method: 'eth_getTransactionByHash', params: [hash] });
    expect(byHash.result).toMatchObject({ hash, blockNumber: null });
    // A Bityuan tx is unknown to the BSC node.
    expect(
      (await rpc(56, { jsonrpc: '2.0', id: 3, method: 'eth_getTransactionByHash', params: [hash] })).result,
    ).toBeNull();
    expect((await rpc(56, { jsonrpc: '2.0', id: 4, method: 'eth_chainId', params: [] })).result).toBe('0x38');
    expect((await rpc(2999, { jsonrpc: '2.0', id: 5, method: 'eth_sign', params: [] })).error?.code).toBe(-32601);
    expect((await rpc(2999, [1, 2])).error?.code).toBe(-32600);
  });
});
