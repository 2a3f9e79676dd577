import { CONTRACT_CHAIN_ID, ERC1155_ABI } from '@contracts/chain-abi';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import type { Envelope } from '@contracts/core/envelope';
import { endpointById } from '@contracts/index';
import { OPERATION_PASSWORD_HEADER } from '@contracts/payments';
import { Interface, Wallet } from 'ethers';
import { persona } from '../core/personas';
import { DEFAULT_CONTRACT } from '../domains/goods/table';
import { payBty, returnTokens, sendTx } from '../domains/orders/testing/buying';
import { decideOffline } from '../domains/payments/handlers';
import { DEMO_OPERATION_PASSWORD } from '../domains/payments/table';
import { callEndpoint } from '../node';

/**
 * Sample valid inputs per endpoint for the conformance test, found through the API itself (ids come
 * from the seeded shop as the `normal` persona sees it). Each builder returns CANDIDATES: the test
 * takes the first that answers code 0, so "the first order that can be cancelled" needs no db knowledge.
 */
export interface Sample {
  input: Record<string, unknown>;
  headers?: Record<string, string>;
}
export interface SampleCtx {
  token: string;
  call(id: string, input: Record<string, unknown>, headers?: Record<string, string>): Promise<Envelope<unknown>>;
}
type Builder = (c: SampleCtx) => Promise<Sample[]>;
type Row = Record<string, unknown>;

const NORMAL = persona('normal');
const MAX_CANDIDATES = 40;

async function rows(c: SampleCtx, id: string, input: Row = { page: 1, size: 100 }): Promise<Row[]> {
  const r = await c.call(id, input);
  const d = r.data as Row[] | { data: Row[] } | undefined;
  return (Array.isArray(d) ? d : (d?.data ?? [])).slice(0, MAX_CANDIDATES);
}
const pick = (row: Row, path: string): unknown => path.split('.').reduce<unknown>((v, k) => (v as Row)?.[k], row);
const each = (list: Row[], f: (r: Row) => Row): Sample[] => list.map((r) => ({ input: f(r) }));

const orderIds = async (c: SampleCtx) => (await rows(c, 'orders.page')).map((o) => String(pick(o, 'info.orderId')));
const deliveryIds = async (c: SampleCtx) =>
  (await rows(c, 'deliveries.page')).map((o) => String(pick(o, 'express.orderId')));
const goodsIds = async (c: SampleCtx) => (await rows(c, 'goods.page')).map((g) => String(pick(g, 'spu.goodsId')));

async function skuIds(c: SampleCtx): Promise<string[]> {
  const out: string[] = [];
  for (const goodsId of (await goodsIds(c)).slice(0, 8)) {
    type Detail = { v1Skus?: Array<{ v2Skus: Array<{ sku: Row }> }> };
    const d = (await c.call('goods.detail', { goodsId })).data as Detail | undefined;
    for (const v1 of d?.v1Skus ?? []) out.push(...v1.v2Skus.map((v2) => String(v2.sku.skuId)));
  }
  return out;
}

/** A fresh unpaid order of the normal persona (the first SKU that accepts one). */
async function freshOrder(c: SampleCtx): Promise<string | undefined> {
  for (const skuId of await skuIds(c)) {
    const r = await c.call('orders.submit', { skuId, num: 1, expressType: 0 });
    if (r.code === 0) return r.data as string;
  }
  return undefined;
}

const erc1155 = new Interface(ERC1155_ABI);

export const SAMPLES: Record<string, Builder> = {
  'auth.content': async () => [{ input: { address: NORMAL.address, inviteAddress: '' } }],
  'auth.login': async (c) => {
    const content = (
      (await c.call('auth.content', { address: NORMAL.address, inviteAddress: '' })).data as { content: string }
    ).content;
    return [
      { input: { address: NORMAL.address, signature: await new Wallet(NORMAL.privateKey).signMessage(content) } },
    ];
  },
  'account.updateInfo': async () => [{ input: { nickname: '链上小明二号' } }],
  'goods.detail': async (c) => (await goodsIds(c)).map((goodsId) => ({ input: { goodsId } })),
  'goods.favorite': async (c) => (await goodsIds(c)).map((goodsId) => ({ input: { goodsId } })),
  'goods.favoriteState': async (c) => (await goodsIds(c)).map((goodsId) => ({ input: { goodsId } })),
  'blindBoxes.openRecordPage': async (c) => (await goodsIds(c)).map((goodsId) => ({ input: { goodsId } })),
  'orders.detail': async (c) => (await orderIds(c)).map((orderId) => ({ input: { orderId } })),
  'orders.submit': async (c) => (await skuIds(c)).map((skuId) => ({ input: { skuId, num: 1, expressType: 0 } })),
  'orders.cancel': async (c) => (await orderIds(c)).map((orderId) => ({ input: { orderId } })),
  'orders.refundApply': async (c) => {
    const orderId = await freshOrder(c);
    if (!orderId) return [];
    const pw = { [OPERATION_PASSWORD_HEADER]: DEMO_OPERATION_PASSWORD };
    await c.call('payments.offlinePay', { orderId }, pw);
    // Offline payment waits for the merchant: the admin's agreement makes the order paid.
    await decideOffline(orderId, true);
    const d = (await c.call('orders.detail', { orderId })).data as { info: { tokenIds: number[] }; merchant: Row };
    const hash = await returnTokens(
      'normal',
      DEFAULT_CONTRACT.address,
      String(d.merchant.insideAddress),
      d.info.tokenIds,
    );
    return [{ input: { orderId, txHash: hash, note: '不想要了' } }];
  },
  'payments.payType': async (c) => (await orderIds(c)).map((orderId) => ({ input: { orderId } })),
  'payments.pay': async (c) => {
    const orderId = await freshOrder(c);
    if (!orderId) return [];
    const quotes = (await c.call('payments.payType', { orderId })).data as Array<Row>;
    const bty = quotes.find((q) => q.chainType === 0) ?? {};
    const txHash = await payBty('normal', String(bty.payAddress), String(bty.amount));
    return [{ input: { orderId, chainType: 0, txHash } }];
  },
  'payments.offlinePay': async (c) => {
    const orderId = await freshOrder(c);
    return orderId ? [{ input: { orderId }, headers: { [OPERATION_PASSWORD_HEADER]: DEMO_OPERATION_PASSWORD } }] : [];
  },
  'merchant.info': async () => [{ input: { address: persona('merchant').address } }],
  'assets.detail': async (c) => each(await rows(c, 'assets.tokenPage'), (t) => ({ tokenId: t.tokenId, ctId: t.ctId })),
  'assets.list': async (c) => each(await rows(c, 'assets.page'), (g) => ({ goodsId: g.goodsId })),
  'chain.txHash': async (c) => {
    const boxes = (await rows(c, 'assets.tokenPage', { page: 1, size: 200 })).filter(
      (t) => t.blindBoxType === 1 && t.freezeType === 0,
    );
    const out: Sample[] = [];
    for (const box of boxes.slice(0, 2)) {
      const data = erc1155.encodeFunctionData('openBlindBoxNFT', [box.tokenId]);
      const txHash = await sendTx('normal', { chainId: CONTRACT_CHAIN_ID, to: DEFAULT_CONTRACT.address, data });
      out.push({ input: { ctId: box.ctId, txHash, respType: 1 } });
    }
    return out;
  },
  'deliveries.detail': async (c) => (await deliveryIds(c)).map((orderId) => ({ input: { orderId } })),
  'deliveries.logistics': async (c) => (await deliveryIds(c)).map((orderId) => ({ input: { orderId, type: 0 } })),
  'deliveries.confirm': async (c) => (await deliveryIds(c)).map((orderId) => ({ input: { orderId } })),
  'deliveries.refundApply': async (c) =>
    (await deliveryIds(c)).map((orderId) => ({ input: { orderId, note: '包装破损' } })),
  'deliveries.refundExpress': async (c) =>
    (await deliveryIds(c)).map((orderId) => ({ input: { orderId, expressCode: 'SF1234567890' } })),
  'addresses.detail': async (c) => each(await rows(c, 'addresses.list', {}), (a) => ({ id: a.id })),
  'addresses.delete': async (c) => each(await rows(c, 'addresses.list', {}), (a) => ({ id: a.id })),
  'addresses.save': async () => [
    {
      input: {
        name: '测试收件人',
        phone: '13800000000',
        region: '上海市 浦东新区',
        location: '世纪大道 1 号',
        status: 0,
      },
    },
  ],
  'invoices.detail': async (c) => each(await rows(c, 'invoices.page'), (i) => ({ orderId: i.orderId })),
  'invoices.cancel': async (c) => each(await rows(c, 'invoices.page'), (i) => ({ orderId: i.orderId })),
  'invoices.submit': async (c) =>
    (await orderIds(c)).map((orderId) => ({
      input: { orderId, type: 0, titleType: 0, title: '张小明', email: 'xm@example.com' },
    })),
  'lotteries.detail': async (c) => each(await rows(c, 'lotteries.page'), (l) => ({ id: l.id })),
  'lotteries.join': async (c) => each(await rows(c, 'lotteries.page'), (l) => ({ id: l.id })),
  'notices.detail': async (c) => each(await rows(c, 'notices.page'), (n) => ({ id: n.id })),
};

/** Endpoints without required input fields need no table row: `{}` is a valid input. */
export function samplesFor(endpoint: AnyEndpoint, ctx: SampleCtx): Promise<Sample[]> {
  const build = SAMPLES[endpoint.id];
  if (build) return build(ctx);
  return Promise.resolve(endpoint.input.safeParse({}).success ? [{ input: {} }] : []);
}

export function sampleCtx(token: string): SampleCtx {
  return {
    token,
    async call(id, input, headers) {
      const e = endpointById(id);
      if (!e) throw new Error(`no endpoint ${id}`);
      return (await callEndpoint(e, input, { token, ...(headers ? { headers } : {}) })).body;
    },
  };
}
