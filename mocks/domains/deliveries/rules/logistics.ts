import { type LogisticsVO, splitTrackingNumbers } from '@contracts/deliveries';

const H = 3_600_000;

/**
 * docs/backend/rules.md#r36-logistics-sample: with the carrier lookup off, the real backend answers one fixed sample
 * trace named 测试快递 for every number. The mock keeps that, but times the steps from the shipment and shows only
 * those already reached on the mock clock, so a trace grows as time passes.
 */
const OUTBOUND: Array<[number, string]> = [
  [0, '【深圳市】商家已发货，快递员已揽收'],
  [3 * H, '【深圳市】快件已到达 深圳转运中心'],
  [8 * H, '【深圳市】快件已从 深圳转运中心 发出，准备发往 收件城市'],
  [26 * H, '【收件城市】快件已到达 收件城市分拨中心'],
  [32 * H, '【收件城市】快递员正在派件，请保持电话畅通'],
  [36 * H, '【收件城市】已签收，签收人：本人。感谢使用测试快递，期待再次为您服务'],
];
const RETURN: Array<[number, string]> = [
  [0, '【寄件城市】买家退货已揽收'],
  [6 * H, '【寄件城市】快件已到达 寄件城市转运中心'],
  [30 * H, '【深圳市】快件已到达 深圳转运中心'],
  [40 * H, '【深圳市】商家已签收退货'],
];

export function tracesFor(codes: string, shippedAt: number | undefined, now: number, kind: 0 | 1): LogisticsVO[] {
  const steps = kind === 0 ? OUTBOUND : RETURN;
  return splitTrackingNumbers(codes).map((code, i) => {
    if (shippedAt === undefined) return { name: '测试快递', code, statusDesc: '无物流信息' };
    // A second parcel of the same order leaves a little later.
    const start = shippedAt + i * 20 * 60_000;
    const reached = steps.filter(([offset]) => start + offset <= now);
    if (reached.length === 0) return { name: '测试快递', code, statusDesc: '无物流信息' };
    const done = reached.length === steps.length;
    return {
      name: '测试快递',
      code,
      statusDesc: done ? '已签收' : reached.length === 1 ? '已揽收' : '运输中',
      details: reached.map(([offset, desc]) => ({ time: start + offset, desc })).reverse(),
    };
  });
}
