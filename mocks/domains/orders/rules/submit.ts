import type { ordersEndpoints } from '@contracts/orders';
import type { z } from 'zod';
import { now } from '../../../core/clock';
import { type Lang, RAW } from '../../../core/messages';
import { fail, failWith, ok, type Reply } from '../../../core/respond';
import { findSku, findSpu, reserveStock } from '../../goods/rules/stock';
import { nextOrderId, ORDER_EXPIRE_MS, orders } from '../table';
import { noteUnpaid, sweepExpired } from './lifecycle';
import { countUsage, fitsLimit } from './purchase-limits';
import { lostUpdate } from './refusals';

type SubmitInput = z.output<typeof ordersEndpoints.submit.input>;

/** Multiplies a decimal price string by an integer count, exactly (bigint on 18 places). */
export function decimalTimes(price: string, num: number): string {
  const [i = '0', f = ''] = price.split('.');
  const neg = i.startsWith('-');
  const units = BigInt(`${i.replace('-', '')}${f.padEnd(18, '0')}`) * BigInt(num);
  const s = units.toString().padStart(19, '0');
  // Stryker disable next-line Regex,StringLiteral: BigInt prints no leading zeros and padStart only makes whole '0', so this never strips anything
  const whole = s.slice(0, -18).replace(/^0+(?=\d)/, '');
  const frac = s.slice(-18).replace(/0+$/, '');
  return `${neg && units !== 0n ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/**
 * A refused precondition. The real OrderController.order / OrderService.order answer every one of them with the
 * bare `invalid_parameter` (code 1 "参数错误，请检查输入", docs/backend/rules.md#r3-express-type,
 * docs/backend/rules.md#r4-submit-preconditions), naming nothing; the words passed here only document, at each call,
 * which check refused.
 */
const reason = (lang: Lang, _zh: string, _en: string) => failWith('invalid_parameter', lang);

/**
 * docs/backend/rules.md, r2 to r7: quantity 1–50, delivery choice, a minted SKU of goods on sale and already released,
 * buyable type (a blind box only through its box SKU), pack multiple, stock and limits. Runs under the
 * POST lock, so the stock check and the reservation cannot interleave with another submit.
 */
export async function submitOrder(input: SubmitInput, buyer: string, lang: Lang): Promise<Reply<string>> {
  const at = now();
  await sweepExpired(at);
  if (input.num < 1 || input.num > 50) return failWith('Maximum_num_per_order', lang);
  if (input.expressType === 1 && !input.expressDetail) {
    return reason(lang, '选择发货时必须填写收货信息', 'a shipping address is required for delivery');
  }
  const sku = findSku(input.skuId);
  const spu = sku && findSpu(sku.goodsId);
  if (!sku || !spu || sku.mintStatus !== 3) return reason(lang, '商品规格不存在', 'this item does not exist');
  if (spu.status !== 4) return reason(lang, '商品未上架', 'the goods are not on sale');
  // docs/backend/corrections.md#b8-no-sale-time: `saleTime <= now` on a null column is a NullPointerException on the
  // real backend: code 1 "Internal error".
  if (spu.saleTime === undefined) return fail(1, RAW.internalError);
  if (spu.saleTime > at) return reason(lang, '商品尚未开售', 'the sale has not started yet');
  if (spu.type === 2) return reason(lang, '合成商品不可直接购买', 'synthesized goods cannot be bought');
  if (spu.type === 1 && sku.blindBoxType !== 1)
    return reason(lang, '盲盒只能购买盒子本身', 'only the box itself can be bought');
  // Not a real-backend check (it ships whatever was asked); the mock refuses shipping token-only goods.
  if (input.expressType === 1 && sku.expressType !== 1)
    return reason(lang, '该商品不支持发货', 'this item cannot be shipped');
  if (input.num % sku.orderPack !== 0) {
    return reason(lang, `购买数量须为 ${sku.orderPack} 的倍数`, `the quantity must be a multiple of ${sku.orderPack}`);
  }
  if (sku.stock < input.num) return failWith('insufficient_goods_stock', lang);
  if (!fitsLimit(spu, sku, buyer, input.num, at)) return failWith('order_quantity_exceeds_purchase_limit', lang);
  // The real conditional update (total ≥ sales + num) answers code 2 when it loses a race.
  if (!(await reserveStock(sku.skuId, input.num))) return lostUpdate(lang);
  await countUsage(spu.goodsId, sku.skuId, buyer, input.num);
  const orderId = nextOrderId(at, Math.random);
  await orders.create({
    orderId,
    sellerAddress: spu.merchantAddress,
    buyerAddress: buyer,
    goodsId: spu.goodsId,
    skuId: sku.skuId,
    tokenIds: [],
    num: input.num,
    price: sku.price,
    amount: decimalTimes(sku.price, input.num),
    payChain: 0,
    payPrice: '0',
    payAmount: '0',
    payHash: '',
    status: 0,
    orderTime: at,
    expireTime: at + ORDER_EXPIRE_MS,
    txStatus: 0,
    txHash: '',
    refundNote: [],
    refundPrice: '0',
    deleteStatus: 0,
    expressType: input.expressType,
    ...(input.expressDetail ? { expressDetail: input.expressDetail } : {}),
    offline: false,
  });
  // Stryker disable next-line ArithmeticOperator: an earlier bound only makes the next sweep rescan sooner; no order's state changes
  noteUnpaid(at + ORDER_EXPIRE_MS);
  return ok(orderId);
}
