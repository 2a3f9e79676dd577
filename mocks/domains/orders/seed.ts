import type { RefundNote } from '@contracts/orders';
import { PERSONAS, persona } from '../../core/personas';
import type { SeedContext } from '../../core/seed-context';
import { reserveStock, TOKEN_PREFIX_FACTOR } from '../goods/rules/stock';
import { INSIDE_ADDRESSES, type SkuRecord, skus, spus } from '../goods/table';
import { DEMO_OPERATION_PASSWORD, operationPasswords, usedHashes } from '../payments/table';
import { countUsage } from './rules/purchase-limits';
import { nextOrderId, ORDER_EXPIRE_MS, type OrderRecord, orders } from './table';

const MIN = 60_000;
const DAY = 86_400_000;

/** CNY amount of price × num, exact in cents (seed prices have at most 2 decimals). */
function times(price: string, num: number): string {
  const [i, f = ''] = price.split('.');
  const cents = (Number(i) * 100 + Number(f.padEnd(2, '0'))) * num;
  const whole = Math.floor(cents / 100);
  const frac = String(cents % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

function hash(s: SeedContext): string {
  return `0x${s.faker.string.hexadecimal({ length: 64, prefix: '', casing: 'lower' })}`;
}

interface Shape {
  goods: string;
  status: OrderRecord['status'];
  ago: number;
  num?: number;
  chain?: 0 | 1;
  txStatus?: 0 | 1 | 2;
  notes?: Array<[RefundNote['type'], string]>;
  /** Stored as 0 but already past its window: reads as expired (lazy expiry). */
  stale?: boolean;
}

/** The `normal` persona's orders: every status, live windows relative to the seed's `now`. */
const SHAPES: Shape[] = [
  { goods: '星际旅人潮玩手办', status: 0, ago: 2 * MIN },
  { goods: '敦煌飞天数字藏品', status: 0, ago: 25 * MIN, num: 2 },
  { goods: '云南古树普洱茶饼', status: 0, ago: 45 * MIN, stale: true },
  { goods: '龙年生肖数字徽章', status: 3, ago: 2 * DAY },
  { goods: '手工紫砂壶·石瓢', status: 2, ago: 3 * DAY },
  {
    goods: '敦煌飞天数字藏品',
    status: 1,
    ago: DAY,
    num: 2,
    chain: 0,
    txStatus: 1,
  },
  {
    goods: '山海经神兽盲盒',
    status: 1,
    ago: 2 * DAY,
    num: 2,
    chain: 1,
    txStatus: 1,
  },
  {
    goods: '星际旅人潮玩手办',
    status: 1,
    ago: 30 * MIN,
    chain: 0,
    txStatus: 0,
  },
  {
    goods: '赛博朋克机甲盲盒',
    status: 1,
    ago: 12 * DAY,
    chain: 1,
    txStatus: 1,
  },
  {
    goods: '云南古树普洱茶饼',
    status: 4,
    ago: 2 * DAY,
    chain: 0,
    txStatus: 1,
    notes: [['user', '茶饼包装破损，申请退款']],
  },
  {
    goods: '星际旅人潮玩手办',
    status: 5,
    ago: 5 * DAY,
    chain: 1,
    txStatus: 1,
    notes: [
      ['user', '颜色与图片不符'],
      ['merchant', '商品已拆封，不符合退款条件'],
    ],
  },
  {
    goods: '山海经神兽盲盒',
    status: 6,
    ago: 4 * DAY,
    chain: 0,
    txStatus: 1,
    notes: [
      ['user', '误购，申请退款'],
      ['merchant', '同意退款'],
    ],
  },
  { goods: '龙年生肖数字徽章', status: 1, ago: 3 * DAY, chain: 0, txStatus: 2 },
  { goods: '赛博朋克机甲盲盒', status: 2, ago: 6 * DAY },
];

function saleSku(goodsName: string, pick: number): { sku: SkuRecord; seller: string; inside: string } {
  const spu = spus.findFirst((q) => q.where({ name: goodsName }));
  if (!spu) throw new Error(`orders seed: unknown goods ${goodsName}`);
  const list = skus
    .findMany((q) => q.where({ goodsId: spu.goodsId }))
    .filter((k) => spu.type !== 1 || k.blindBoxType === 1);
  const sku = list[pick % list.length] as SkuRecord;
  const inside =
    spu.merchantAddress === persona('merchant').address ? INSIDE_ADDRESSES.merchant : INSIDE_ADDRESSES.merchant2;
  return { sku, seller: spu.merchantAddress, inside };
}

const RATE = { 0: '2.35', 1: '7.1' } as const;

export async function seedOrders(s: SeedContext): Promise<void> {
  const buyer = persona('normal').address;
  for (const p of PERSONAS)
    await operationPasswords.create({
      address: p.address,
      password: DEMO_OPERATION_PASSWORD,
    });
  let i = 0;
  for (const sh of SHAPES) {
    i += 1;
    const { sku, seller } = saleSku(sh.goods, i);
    const num = sh.num ?? 1;
    const orderTime = s.now - sh.ago;
    const paid = sh.status === 1 || sh.status >= 4;
    const chain = sh.chain ?? 0;
    const payHash = paid ? hash(s) : '';
    const tokenIds = paid
      ? Array.from({ length: num }, (_, k) => sku.tokenPrefix * TOKEN_PREFIX_FACTOR + sku.tokenSerial - k)
      : [];
    const amount = times(sku.price, num);
    const notes = (sh.notes ?? []).map(([type, note], k) => ({
      type,
      note,
      time: orderTime + DAY / 2 + k * 3_600_000,
    }));
    const order: OrderRecord = {
      orderId: nextOrderId(orderTime, () => s.faker.number.float({ min: 0, max: 0.999 })),
      sellerAddress: seller,
      buyerAddress: buyer,
      goodsId: sku.goodsId,
      skuId: sku.skuId,
      tokenIds,
      num,
      price: sku.price,
      amount,
      payChain: paid ? chain : 0,
      payPrice: paid ? RATE[chain] : '0',
      payAmount: paid ? (chain === 1 ? '14.0845' : '84.6809') : '0',
      payHash,
      status: sh.status,
      orderTime,
      expireTime: orderTime + ORDER_EXPIRE_MS,
      txStatus: paid ? (sh.txStatus ?? 1) : 0,
      txHash: paid && sh.txStatus !== 0 && sh.txStatus !== 2 ? hash(s) : '',
      ...(sh.txStatus === 2 ? { txNote: 'execution reverted: insufficient gas' } : {}),
      refundNote: notes,
      refundPrice: sh.status === 6 ? RATE[chain] : '0',
      deleteStatus: 0,
      expressType: 0,
      offline: false,
      ...(paid
        ? {
            payTime: orderTime + 5 * MIN,
            unfreezeTime: orderTime + 5 * MIN + 7 * DAY,
          }
        : {}),
      ...(sh.status === 2 ? { cancelTime: orderTime + 10 * MIN } : {}),
      ...(sh.status >= 4 ? { refundApplyTxHash: hash(s) } : {}),
      ...(sh.status === 5 || sh.status === 6 ? { refundTxStatus: 1 as const, refundTxHash: hash(s) } : {}),
      ...(sh.status === 6 ? { refundAmount: chain === 1 ? '14.0845' : '84.6808' } : {}),
    };
    await orders.create(order);
    // Pending orders hold their stock and every live order counts against the limits, as in the real flow.
    if (sh.status === 0) await reserveStock(sku.skuId, num);
    if (sh.status !== 2 && sh.status !== 3) await countUsage(sku.goodsId, sku.skuId, buyer, num);
    if (payHash)
      await usedHashes.create({
        hash: payHash,
        orderId: order.orderId,
        time: order.payTime ?? orderTime,
      });
  }
}
