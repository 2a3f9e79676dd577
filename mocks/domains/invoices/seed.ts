import { mockImage } from '../../core/image-urls';
import { persona } from '../../core/personas';
import type { SeedContext } from '../../core/seed-context';
import { type InvoiceRecord, invoiceableOrders, invoices } from './table';

const HOUR = 3_600_000;
/** A valid 统一社会信用代码 for the seeded companies (checked by the contract's USCC test). */
export const DEMO_TIN = '91350100M000100Y43';

/** `normal` gets one invoice in each state 1–3 (two issued: ordinary and VAT special); the rest stay 0. */
export async function seedInvoices(s: SeedContext): Promise<void> {
  const who = persona('normal').address;
  const paid = invoiceableOrders(who);
  const company = {
    titleType: 1 as const,
    title: '杭州链上好物科技有限公司',
    tin: DEMO_TIN,
    registerAddress: '浙江省杭州市西湖区文三路 90 号',
    registerPhone: '0571-88886666',
    bankName: '招商银行杭州分行',
    bankCardCode: '571908765410801',
  };
  const person = {
    titleType: 0 as const,
    title: '张小明',
    tin: '',
    registerAddress: '',
    registerPhone: '',
    bankName: '',
    bankCardCode: '',
  };
  const plan: Array<Pick<InvoiceRecord, 'invoiceState' | 'type'> & { who: typeof company | typeof person }> = [
    { invoiceState: 1, type: 0, who: person },
    { invoiceState: 2, type: 0, who: person },
    { invoiceState: 3, type: 0, who: company },
    { invoiceState: 2, type: 1, who: company },
  ];
  for (const [i, p] of plan.entries()) {
    const order = paid[i];
    if (!order) break;
    const createTime = Math.min(s.now - 60_000, (order.payTime ?? order.orderTime) + HOUR);
    await invoices.create({
      orderId: order.orderId,
      address: who,
      invoiceState: p.invoiceState,
      type: p.type,
      ...p.who,
      email: `invoice${s.faker.number.int({ min: 100, max: 999 })}@example.com`,
      createTime,
      updateTime: p.invoiceState === 1 ? createTime : Math.min(s.now, createTime + 6 * HOUR),
      ...(p.invoiceState === 2 ? { electronicImage: mockImage('notice', `invoice-${order.orderId}`, '电子发票') } : {}),
    });
  }
}
