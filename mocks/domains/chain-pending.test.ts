import { paymentsEndpoints } from '@contracts/payments';
import { describe, expect, it } from 'vitest';
import { advance } from '../core/clock';
import { findTx, txStatus } from '../db/chain-ledger';
import { setChainSettings } from '../db/chain-settings';
import { callEndpoint, MOCK_ORIGIN } from '../node';
import { setupMockServer, tokenFor } from '../testing';
import { detail, payBty, quotes, skuOf, submit } from './buying-test-kit';

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

  it('answers "交易尚未确认成功" while pending, and pays once the block time has passed', async () => {
    await setChainSettings({ blockTimeMs: 3000 });
    const { token, orderId, send } = await order();
    const hash = await send();
    const early = await pay(token, orderId, hash);
    expect(early.body).toMatchObject({ code: 1, message: '交易尚未确认成功' });
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

  it('answers a reverted tx with the chain error and leaves the order unpaid', async () => {
    const r = await control('/__mock/chain/settings', {
      next: [{ outcome: 'reverted', error: 'execution reverted: insufficient balance' }],
    });
    expect(r.status).toBe(200);
    const { token, orderId, send } = await order();
    const hash = await send();
    expect((await pay(token, orderId, hash)).body).toMatchObject({
      code: 1,
      message: 'execution reverted: insufficient balance',
    });
    expect((await detail(token, orderId)).info.status).toBe(0);
    // The queue held one outcome: the next tx is mined again.
    expect((await pay(token, orderId, await send())).body.code).toBe(0);
  });

  it('keeps a dropped tx "not confirmed" for ever and frees its nonce', async () => {
    await setChainSettings({ blockTimeMs: 3000 });
    const { token, orderId, send } = await order();
    const hash = await send();
    expect((await control('/__mock/chain/outcome', { hash, outcome: 'dropped' })).status).toBe(200);
    advance(60_000);
    expect((await pay(token, orderId, hash, 'en')).body.message).toBe('Transaction not confirmed yet');
    const again = await send();
    expect(findTx(again)?.nonce).toBe(findTx(hash)?.nonce);
  });

  it('refuses bad control input with a 400 that says what is wrong, and an unknown hash with 404', async () => {
    const bad = await control('/__mock/chain/settings', { blockTimeMs: -1 });
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).toMatch(/blockTimeMs/);
    const unknown = await control('/__mock/chain/outcome', { hash: `0x${'12'.repeat(32)}`, outcome: 'reverted' });
    expect(unknown.status).toBe(404);
  });

  it('settles the tx-hash endpoint the same way (open box, withdraw): pending is not confirmed', async () => {
    await setChainSettings({ blockTimeMs: 3000 });
    const { send } = await order();
    const hash = await send();
    const { chainEndpoints } = await import('@contracts/chain');
    const r = await callEndpoint(chainEndpoints.txHash, { ctId: 1, txHash: hash }, { lang: 'zh' });
    expect(r.body).toMatchObject({ code: 1, message: '交易尚未确认成功' });
  });
});
