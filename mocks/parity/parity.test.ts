import { addressesEndpoints } from '@contracts/addresses';
import { assetsEndpoints } from '@contracts/assets';
import { authEndpoints } from '@contracts/auth';
import { chainEndpoints } from '@contracts/chain';
import { contentEndpoints } from '@contracts/content';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import { deliveriesEndpoints, type ExpressStatus } from '@contracts/deliveries';
import { goodsEndpoints } from '@contracts/goods';
import { endpointById } from '@contracts/index';
import { ordersEndpoints } from '@contracts/orders';
import { paymentsEndpoints } from '@contracts/payments';
import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { advance, now } from '../core/clock';
import { type PersonaKey, persona } from '../core/personas';
import { nextAddressId, userAddresses } from '../domains/addresses/table';
import { sampleAddress } from '../domains/addresses/testing/sample-address';
import { challenge } from '../domains/auth/testing/sign-in';
import { setChainSettings } from '../domains/chain/settings';
import { DAY_MS, type DeliveryRecord, deliveryOrders } from '../domains/deliveries/table';
import { findSpu } from '../domains/goods/rules/stock';
import { DEFAULT_CONTRACT, skus, spus } from '../domains/goods/table';
import { type OrderRecord, orders } from '../domains/orders/table';
import { detail, payBty, quotes, returnTokens, sendTx, skuOf } from '../domains/orders/testing/buying';
import { callEndpoint } from '../node';
import { setupMockServer, tokenFor } from '../testing';
import { PARITY_TABLE } from './index';
import type { ParityRow } from './row';

setupMockServer();

type Lang = 'zh' | 'en';
type Body = { code: number; message: string };

/** Every call goes through here, so the test can check that a row drove the endpoint it names. */
let lastEndpoint = '';
async function hit(
  endpoint: AnyEndpoint,
  input: Record<string, unknown>,
  lang: Lang,
  token?: string,
  headers?: Record<string, string>,
): Promise<Body> {
  lastEndpoint = endpoint.id;
  const r = await callEndpoint(endpoint, input, { lang, ...(token ? { token } : {}), ...(headers ? { headers } : {}) });
  return r.body as Body;
}

const ANY_HASH = `0x${'ab'.repeat(32)}`;
const signed = (key: PersonaKey, text: string) => new Wallet(persona(key).privateKey).signMessage(text);
const login = (address: string, signature: string, lang: Lang) =>
  hit(authEndpoints.login, { address, signature }, lang);
const seededOrder = (goodsName: string, status: OrderRecord['status']) => {
  const o = orders.findMany((q) => q.where({ status })).find((r) => findSpu(r.goodsId)?.name === goodsName);
  if (!o) throw new Error(`no seeded ${goodsName} order in status ${status}`);
  return o;
};
const seededDelivery = (s: ExpressStatus) => deliveryOrders.findFirst((q) => q.where({ status: s })) as DeliveryRecord;
/** The `normal` persona (who owns the seeded orders and deliveries) calls `endpoint`. */
const asNormal = async (endpoint: AnyEndpoint, input: Record<string, unknown>, lang: Lang) =>
  hit(endpoint, input, lang, await tokenFor('normal'));

async function pendingOrder(): Promise<{ token: string; orderId: string }> {
  const token = await tokenFor('newbie');
  const r = await callEndpoint(
    ordersEndpoints.submit,
    { skuId: skuOf('敦煌飞天数字藏品').sku.skuId, num: 2, expressType: 0 },
    { token },
  );
  return { token, orderId: r.body.data as string };
}
const pay = (lang: Lang, token: string, orderId: string, txHash: string) =>
  hit(paymentsEndpoints.pay, { orderId, chainType: 0, txHash }, lang, token);
async function btyQuote(token: string, orderId: string) {
  const q = (await quotes(token, orderId)).find((p) => p.chainType === 0);
  if (!q) throw new Error('no BTY quote');
  return q;
}
/** The newbie submits `num` of a seeded goods' SKU (`pick`th, the first by default), kept as a token or shipped. */
const submitAs = async (lang: Lang, goods: string, num: number, { pick = 0, expressType = 0 } = {}) =>
  hit(
    ordersEndpoints.submit,
    { skuId: skuOf(goods, pick).sku.skuId, num, expressType },
    lang,
    await tokenFor('newbie'),
  );

/** How to bring the mock into each row's situation; returns the envelope it answered. */
const DRIVERS: Record<string, (lang: Lang) => Promise<Body>> = {
  'session.no-token': (lang) => hit(ordersEndpoints.page, {}, lang),
  'session.unknown-token': (lang) => hit(ordersEndpoints.page, {}, lang, 'f'.repeat(32)),
  'session.frozen-anonymous': async (lang) => hit(contentEndpoints.banners, {}, lang, await tokenFor('frozen')),
  'session.frozen-required': async (lang) => hit(ordersEndpoints.page, {}, lang, await tokenFor('frozen')),
  'session.frozen-login': async (lang) => {
    const p = persona('frozen');
    return login(p.address, await signed('frozen', await challenge(p.address)), lang);
  },
  'login.bad-checksum': (lang) => login(`0x${'aB'.repeat(20)}`, `0x${'11'.repeat(65)}`, lang),
  'login.no-challenge': async (lang) => login(persona('normal').address, await signed('normal', 'hello'), lang),
  'login.wrong-signer': async (lang) => {
    const p = persona('normal');
    return login(p.address, await signed('newbie', await challenge(p.address)), lang);
  },
  'login.unregistered-inviter': async (lang) => {
    const fresh = Wallet.createRandom();
    const text = await challenge(fresh.address, Wallet.createRandom().address);
    return login(fresh.address, await fresh.signMessage(text), lang);
  },
  'submit.over-50': (lang) => submitAs(lang, '星际旅人潮玩手办', 51),
  'submit.stock': (lang) => submitAs(lang, '国潮熊猫徽章', 1),
  'submit.limit': (lang) => submitAs(lang, '链上周年纪念勋章（展示品）', 1),
  'submit.not-started': (lang) => submitAs(lang, '青花瓷茶具套装（即将开售）', 1),
  'submit.pack': (lang) => submitAs(lang, '手工紫砂壶·石瓢', 3, { pick: 2 }),
  'submit.no-address': (lang) => submitAs(lang, '手工紫砂壶·石瓢', 2, { pick: 2, expressType: 1 }),
  'submit.no-sale-time': async (lang) => {
    const spu = spus.all().find((g) => g.saleTime === undefined);
    const sku = skus.findFirst((q) => q.where({ goodsId: spu?.goodsId ?? '' }));
    return hit(
      ordersEndpoints.submit,
      { skuId: sku?.skuId ?? '', num: 1, expressType: 0 },
      lang,
      await tokenFor('newbie'),
    );
  },
  'submit.sales-race': async (lang) => {
    const { spu } = skuOf('星际旅人潮玩手办');
    await spus.update((q) => q.where({ goodsId: spu.goodsId }), {
      data: (r) => {
        r.sales = r.total;
      },
    });
    return submitAs(lang, '星际旅人潮玩手办', 1);
  },
  'pay.no-quote': async (lang) => {
    const { token, orderId } = await pendingOrder();
    return pay(lang, token, orderId, ANY_HASH);
  },
  'pay.not-pending': async (lang) => {
    const { token, orderId } = await pendingOrder();
    await btyQuote(token, orderId);
    await callEndpoint(ordersEndpoints.cancel, { orderId }, { token });
    return pay(lang, token, orderId, ANY_HASH);
  },
  'pay.not-pending-paid-on-chain': async (lang) => {
    const { token, orderId } = await pendingOrder();
    const q = await btyQuote(token, orderId);
    const hash = await payBty('newbie', q.payAddress, q.amount);
    await callEndpoint(ordersEndpoints.cancel, { orderId }, { token });
    return pay(lang, token, orderId, hash);
  },
  'pay.wrong-payee': async (lang) => {
    const { token, orderId } = await pendingOrder();
    const q = await btyQuote(token, orderId);
    return pay(lang, token, orderId, await payBty('newbie', persona('normal').address, q.amount));
  },
  'pay.hash-used': async (lang) => {
    const first = await pendingOrder();
    const q = await btyQuote(first.token, first.orderId);
    const hash = await payBty('newbie', q.payAddress, q.amount);
    expect((await pay(lang, first.token, first.orderId, hash)).code).toBe(0);
    const second = await pendingOrder();
    await btyQuote(second.token, second.orderId);
    return pay(lang, second.token, second.orderId, hash);
  },
  'pay.pending-hash': async (lang) => {
    await setChainSettings({ blockTimeMs: 3000 });
    const { token, orderId } = await pendingOrder();
    const q = await btyQuote(token, orderId);
    const hash = await payBty('newbie', q.payAddress, q.amount);
    const body = await pay(lang, token, orderId, hash);
    // Control: the very same hash pays the order once mined.
    advance(3000);
    expect(
      (await callEndpoint(paymentsEndpoints.pay, { orderId, chainType: 0, txHash: hash }, { token })).body.code,
    ).toBe(0);
    return body;
  },
  'refund.pending-hash': async (lang) => {
    await setChainSettings({ blockTimeMs: 3000 });
    const paid = seededOrder('敦煌飞天数字藏品', 1);
    const token = await tokenFor('normal');
    const d = await detail(token, paid.orderId);
    const hash = await returnTokens('normal', DEFAULT_CONTRACT.address, d.merchant.insideAddress, paid.tokenIds);
    const body = await hit(ordersEndpoints.refundApply, { orderId: paid.orderId, txHash: hash }, lang, token);
    // Control: the very same hash is accepted once mined, so the refusal above was about the pending receipt.
    advance(3000);
    const later = await callEndpoint(ordersEndpoints.refundApply, { orderId: paid.orderId, txHash: hash }, { token });
    expect(later.body.code).toBe(0);
    return body;
  },
  'chain.pending-hash': async (lang) => {
    await setChainSettings({ blockTimeMs: 3000 });
    const hash = await sendTx('normal', { chainId: 2999, to: DEFAULT_CONTRACT.address, data: '0x' });
    return hit(chainEndpoints.txHash, { ctId: 1, txHash: hash }, lang);
  },
  'cancel.not-pending': (lang) =>
    asNormal(ordersEndpoints.cancel, { orderId: seededOrder('星际旅人潮玩手办', 1).orderId }, lang),
  'refund.unpaid': (lang) =>
    asNormal(
      ordersEndpoints.refundApply,
      { orderId: seededOrder('星际旅人潮玩手办', 0).orderId, txHash: ANY_HASH },
      lang,
    ),
  'refund.window': (lang) =>
    asNormal(
      ordersEndpoints.refundApply,
      { orderId: seededOrder('赛博朋克机甲盲盒', 1).orderId, txHash: ANY_HASH },
      lang,
    ),
  'order.unknown': (lang) => asNormal(ordersEndpoints.detail, { orderId: '9'.repeat(18) }, lang),
  'express.confirm-wrong-status': (lang) =>
    asNormal(deliveriesEndpoints.confirm, { orderId: seededDelivery(0).orderId }, lang),
  'express.return-not-allowed': (lang) =>
    asNormal(deliveriesEndpoints.refundApply, { orderId: seededDelivery(4).orderId }, lang),
  'express.return-window': (lang) => {
    const o = seededDelivery(2);
    advance(o.orderTime + 7 * DAY_MS - now());
    return asNormal(deliveriesEndpoints.refundApply, { orderId: o.orderId }, lang);
  },
  'express.numbers-wrong-status': (lang) =>
    asNormal(
      deliveriesEndpoints.refundExpress,
      { orderId: seededDelivery(1).orderId, expressCode: 'SF123456789' },
      lang,
    ),
  'express.bad-number': async (lang) => {
    // Control: any non-blank part is a tracking number to the backend, 'bad!' too.
    const approved = seededDelivery(5);
    const accepted = await asNormal(
      deliveriesEndpoints.refundExpress,
      { orderId: approved.orderId, expressCode: 'bad!' },
      lang,
    );
    expect(accepted.code).toBe(0);
    // Checked before the order: an order in the wrong state (shipped, status 1) gets the number's refusal.
    return asNormal(
      deliveriesEndpoints.refundExpress,
      { orderId: seededDelivery(1).orderId, expressCode: ' ,，, ' },
      lang,
    );
  },
  'not-served.any-token': async (lang) =>
    hit(assetsEndpoints.tokenPage, {}, lang, await tokenFor('frozen'), { prefer: 'scenario=no-rest-services' }),
  'goods.unknown': (lang) => hit(goodsEndpoints.detail, { goodsId: '9'.repeat(16) }, lang),
  'address.limit': async (lang) => {
    const owner = persona('newbie').address;
    for (let i = 0; i < 26; i++)
      await userAddresses.create({ ...sampleAddress, name: `收货人${i}`, id: nextAddressId(), owner });
    return hit(addressesEndpoints.save, { ...sampleAddress }, lang, await tokenFor('newbie'));
  },
};

const produced = PARITY_TABLE.filter((r) => !r.notProduced);
const expected = (row: ParityRow, lang: Lang): Body => ({ code: row.code, message: row[lang] });

describe('the parity table', () => {
  it('has one driver per produced row, and each row id once', () => {
    expect(Object.keys(DRIVERS).sort()).toEqual(produced.map((r) => r.id).sort());
    expect(new Set(PARITY_TABLE.map((r) => r.id)).size).toBe(PARITY_TABLE.length);
  });

  it('names a real endpoint for every produced row, and says why for the others', () => {
    for (const row of produced) expect(endpointById(row.endpoint), row.id).toBeDefined();
    for (const row of PARITY_TABLE.filter((r) => r.notProduced)) expect(row.notProduced?.length).toBeGreaterThan(20);
  });
});

describe.each(produced)('$id ($source): $situation', (row) => {
  it.each(['zh', 'en'] as const)('answers exactly as the real backend, in %s', async (lang) => {
    const body = await DRIVERS[row.id]?.(lang);
    expect(lastEndpoint).toBe(row.endpoint);
    expect(body).toEqual(expected(row, lang));
  });
});
