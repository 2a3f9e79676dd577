import { assetsEndpoints } from '@contracts/assets';
import { chainTransferEndpoints } from '@contracts/chain-transfer';
import type { DataOf } from '@contracts/core/endpoint';
import { paymentsEndpoints } from '@contracts/payments';
import { describe, expect, it } from 'vitest';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { payBty, quotes, skuOf, submit } from '../orders/testing/buying';

setupMockServer();

type Page = DataOf<typeof assetsEndpoints.tokenPage>;
const page = async (token: string, input: Record<string, unknown> = {}) =>
  (await callEndpoint(assetsEndpoints.tokenPage, input, { token })).body.data as Page;

describe('assets.tokenPage', () => {
  it('lists normal tokens, blind boxes, shippable and frozen ones; the newbie has none', async () => {
    const all = (await page(await tokenFor('normal'), { size: 200 })).data;
    expect(all.some((t) => t.blindBoxType === 1)).toBe(true);
    expect(all.some((t) => t.expressType === 1 && t.freezeType === 0)).toBe(true);
    expect(all.some((t) => t.freezeType !== 0)).toBe(true);
    expect(new Set(all.map((t) => t.goodsId)).size).toBeGreaterThan(3);
    expect(all.every((t) => t.num === '1')).toBe(true);
    const times = all.map((t) => t.updateTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await page(await tokenFor('newbie'))).totalSize).toBe(0);
  });

  it('filters by goods', async () => {
    const token = await tokenFor('normal');
    const first = (await page(token)).data[0];
    const only = await page(token, { goodsId: first?.goodsId });
    expect(only.data.every((t) => t.goodsId === first?.goodsId)).toBe(true);
    expect(only.totalSize).toBeGreaterThan(0);
  });

  it('credits the tokens of a wallet payment at once (rule 13) with a primary-purchase record', async () => {
    const token = await tokenFor('newbie');
    const orderId = (await submit(token, skuOf('敦煌飞天数字藏品').sku.skuId, 2)).body.data as string;
    const bty = (await quotes(token, orderId)).find((q) => q.chainType === 0);
    const hash = await payBty('newbie', bty?.payAddress ?? '', bty?.amount ?? '0');
    await callEndpoint(paymentsEndpoints.pay, { orderId, chainType: 0, txHash: hash }, { token });
    const held = (await page(token)).data;
    expect(held).toHaveLength(2);
    const circ = await callEndpoint(chainTransferEndpoints.page, { token: String(held[0]?.tokenId) });
    expect((circ.body.data as { data: Array<{ recordType: number; fromType: number }> }).data[0]).toMatchObject({
      recordType: 1,
      fromType: 1,
    });
  });
});

describe('assets.detail', () => {
  it('answers an owned token with its meta and freeze reason, and no data otherwise', async () => {
    const token = await tokenFor('normal');
    const frozen = (await page(token)).data.find((t) => t.freezeType !== 0);
    const r = await callEndpoint(assetsEndpoints.detail, { tokenId: frozen?.tokenId, ctId: 1 }, { token });
    expect(r.body.data).toMatchObject({ tokenId: frozen?.tokenId, freezeType: frozen?.freezeType, num: '1' });
    const other = await callEndpoint(
      assetsEndpoints.detail,
      { tokenId: frozen?.tokenId, ctId: 1 },
      { token: await tokenFor('newbie') },
    );
    expect(other.body).toEqual({ code: 0, message: 'Success' });
  });

  it('refuses a non-numeric token id in the query', async () => {
    const r = await callEndpoint(
      assetsEndpoints.detail,
      { tokenId: 'abc', ctId: 1 },
      { token: await tokenFor('normal') },
    );
    expect(r.body.code).toBe(1);
  });
});

describe('chainTransfer.page', () => {
  it('pages a token’s records newest first with labelled parties', async () => {
    const token = await tokenFor('normal');
    const t = (await page(token)).data.find((x) => x.blindBoxType === 0);
    const r = await callEndpoint(chainTransferEndpoints.page, { goodsId: t?.goodsId, token: String(t?.tokenId) });
    const rows = (r.body.data as DataOf<typeof chainTransferEndpoints.page>).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((x) => x.token === String(t?.tokenId))).toBe(true);
    expect(rows.at(-1)?.toType).toBe(0);
  });
});
