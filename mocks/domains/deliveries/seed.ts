import type { ExpressRefundNote, ExpressStatus } from '@contracts/deliveries';
import { persona } from '../../core/personas';
import type { SeedContext } from '../../core/seed-context';
import { addressesOf } from '../addresses/table';
import { BURN_ADDRESS, grantTokens, mockHash, takeTokens } from '../assets/table';
import { allocateTokenIds } from '../goods/rules/stock';
import { seedSku } from '../goods/table';
import {
  AUTO_CONFIRM_MS,
  DAY_MS,
  type DeliveryRecord,
  deliveryOrders,
  nextDeliveryId,
  RETURN_AUTO_CONFIRM_MS,
  trackingNumberFor,
} from './table';

const H = 3_600_000;

interface Shape {
  goods: string;
  status: ExpressStatus;
  /** Days before now of: order, ship, confirm, return apply, audit, return shipment, return confirm. */
  order: number;
  ship?: number;
  confirm?: number;
  apply?: number;
  preApply?: 0 | 1 | 2;
  audit?: number;
  returnShip?: number;
  returned?: number;
  num?: number;
  /** Two carrier numbers on one order: the detail lists a trace per number. */
  twoCodes?: boolean;
  applyNote?: string;
  auditNote?: string;
}

/** The normal persona's delivery orders: one in every ExpressStatus, windows live relative to now. */
const SHAPES: Shape[] = [
  { goods: '手工紫砂壶·石瓢', status: 0, order: 0.1 },
  { goods: '星际旅人潮玩手办', status: 1, order: 2, ship: 1, twoCodes: true, num: 2 },
  { goods: '国潮熊猫徽章', status: 2, order: 6, ship: 5, confirm: 3 },
  { goods: '云南古树普洱茶饼', status: 3, order: 3, ship: 2, apply: 0.5, preApply: 1, applyNote: '茶饼受潮发霉' },
  {
    goods: '故宫联名香囊（白名单）',
    status: 4,
    order: 10,
    ship: 9,
    confirm: 8,
    apply: 7.5,
    preApply: 2,
    audit: 7,
    applyNote: '香味太淡',
    auditNote: '商品已使用，不支持退货',
  },
  {
    goods: '星际旅人潮玩手办',
    status: 5,
    order: 4,
    ship: 3,
    apply: 2,
    preApply: 1,
    audit: 1,
    applyNote: '手办底座断裂',
    auditNote: '同意退货，请寄回商品并填写退货单号',
  },
  {
    goods: '手工紫砂壶·石瓢',
    status: 6,
    order: 6,
    ship: 5,
    apply: 4,
    preApply: 1,
    audit: 3,
    returnShip: 2,
    applyNote: '壶盖有裂纹',
    auditNote: '同意退货',
  },
  {
    goods: '云南古树普洱茶饼',
    status: 7,
    order: 20,
    ship: 19,
    apply: 15,
    preApply: 1,
    audit: 14,
    returnShip: 12,
    returned: 7,
    applyNote: '发错款式',
    auditNote: '同意退货',
  },
];

function notesOf(sh: Shape, at: (d?: number) => number | undefined): ExpressRefundNote[] {
  const out: ExpressRefundNote[] = [];
  const apply = at(sh.apply);
  if (apply === undefined) return out;
  out.push({ type: 'user', time: apply, note: sh.applyNote ?? 'apply', toStatus: 3 });
  const audit = at(sh.audit);
  if (audit !== undefined) {
    const to = sh.status === 4 ? 4 : 5;
    out.push({ type: 'merchant', time: audit, note: sh.auditNote ?? '', fromStatus: 3, toStatus: to });
  }
  const back = at(sh.returnShip);
  if (back !== undefined) out.push({ type: 'user', time: back, note: 'refund express', fromStatus: 5, toStatus: 6 });
  const done = at(sh.returned);
  if (done !== undefined) out.push({ type: 'merchant', time: done, note: 'confirm', fromStatus: 6, toStatus: 7 });
  return out;
}

export async function seedDeliveries(s: SeedContext): Promise<void> {
  const buyer = persona('normal').address;
  const shipTo = addressesOf(buyer)[0];
  for (const sh of SHAPES) {
    const at = (d?: number) => (d === undefined ? undefined : Math.round(s.now - d * DAY_MS));
    const { spu, sku, inside } = seedSku(sh.goods);
    const orderTime = at(sh.order) as number;
    const tokenIds = await allocateTokenIds(sku.skuId, sh.num ?? 1);
    const user = { address: buyer, type: 0 as const };
    const base = { tokenIds, skuId: sku.skuId };
    const txHash = mockHash(`express:${sku.skuId}:${tokenIds[0]}`);
    await grantTokens({
      ...base,
      hash: mockHash(`buy:${tokenIds[0]}`),
      recordType: 1,
      time: orderTime - 2 * DAY_MS,
      from: { address: inside, type: 1 },
      to: user,
    });
    await takeTokens({
      ...base,
      hash: txHash,
      recordType: 6,
      time: orderTime,
      from: user,
      to: { address: BURN_ADDRESS, type: 2 },
    });
    const orderId = nextDeliveryId(orderTime);
    const ship = at(sh.ship);
    const returnShip = at(sh.returnShip);
    const returned = at(sh.returned);
    const codes =
      ship === undefined
        ? ''
        : [
            trackingNumberFor(orderId),
            ...(sh.twoCodes ? [trackingNumberFor(orderId, 1).replace('YT', 'SF')] : []),
          ].join(',');
    const rec: DeliveryRecord = {
      orderId,
      sellerAddress: spu.merchantAddress,
      buyerAddress: buyer,
      goodsId: sku.goodsId,
      skuId: sku.skuId,
      ctId: 1,
      tokenIds,
      num: tokenIds.length,
      txHash,
      status: sh.status,
      name: shipTo?.name ?? '张伟',
      phone: shipTo?.phone ?? '13812345678',
      detail: shipTo ? `${shipTo.region} ${shipTo.location}` : '广东省 深圳市 南山区',
      note: sh.status === 0 ? '工作日白天送货' : '',
      expressCode: codes,
      orderTime,
      refundNote: notesOf(sh, at),
      refundExpressCode: returnShip === undefined ? '' : trackingNumberFor(orderId, 9).replace('YT', 'ZTO'),
      merchantSim: false,
      ...(ship === undefined ? {} : { expressTime: ship, confirmAutoTime: ship + AUTO_CONFIRM_MS }),
      ...(at(sh.confirm) === undefined ? {} : { confirmTime: at(sh.confirm) }),
      ...(at(sh.apply) === undefined ? {} : { refundApplyTime: at(sh.apply), preApplyStatus: sh.preApply }),
      ...(at(sh.audit) === undefined ? {} : { refundAuditTime: at(sh.audit) }),
      ...(returnShip === undefined ? {} : { refundConfirmAutoTime: returnShip + RETURN_AUTO_CONFIRM_MS }),
      ...(returned === undefined
        ? {}
        : {
            refundConfirmTime: returned,
            refundTxStatus: 1 as const,
            refundTxHash: mockHash(`return-back:${orderId}`),
          }),
    };
    await deliveryOrders.create(rec);
    if (returned !== undefined) {
      await grantTokens({
        ...base,
        hash: mockHash(`return-back:${orderId}`),
        recordType: 6,
        time: returned + H,
        from: { address: inside, type: 1 },
        to: user,
      });
    }
  }
}
