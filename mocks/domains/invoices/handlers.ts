import { InvoiceState, invoicesEndpoints } from '@contracts/invoices';
import { InfoStatus } from '@contracts/orders';
import { now } from '../../core/clock';
import { implement } from '../../core/implement';
import { type Lang, say } from '../../core/messages';
import { paginate } from '../../core/paging';
import { fail, ok } from '../../core/respond';
import { findOrder } from '../orders/rules/lifecycle';
import { findInvoice, INVOICEABLE_STATUSES, invoiceableOrders, invoices, toInvoiceVO } from './table';

const label = (lang: Lang) => (lang === 'en' ? 'en' : 'zh');

function invoiceWrongState(lang: Lang, state: number, action: { zh: string; en: string }) {
  return fail(
    1,
    say(lang, {
      zh: `发票当前状态为「${InvoiceState.label(state, 'zh')}」，无法${action.zh}`,
      en: `The invoice is ${InvoiceState.label(state, 'en').toLowerCase()}; it cannot be ${action.en}`,
    }),
  );
}

const page = implement(invoicesEndpoints.page, ({ input, me }) => {
  const wanted = input.invoiceState === undefined || input.invoiceState === -1 ? null : input.invoiceState;
  const rows = invoiceableOrders(me.address)
    .map((o) => toInvoiceVO(o, findInvoice(o.orderId)))
    .filter((v) => wanted === null || v.invoiceState === wanted);
  return ok(paginate(rows, input.page, input.size, 10));
});

const detail = implement(invoicesEndpoints.detail, ({ input, me }) => {
  const o = findOrder(input.orderId);
  // Someone else's order, or one that cannot be invoiced: no data, as the notice detail does.
  if (!o || o.buyerAddress !== me.address) return ok();
  const inv = findInvoice(o.orderId);
  if (!inv && !INVOICEABLE_STATUSES.includes(o.status)) return ok();
  return ok(toInvoiceVO(o, inv));
});

/** Check-then-write under the POST lock: two racing submits make one application. */
const submit = implement(invoicesEndpoints.submit, async ({ input, me, lang }) => {
  const o = findOrder(input.orderId);
  if (!o || o.buyerAddress !== me.address)
    return fail(1, say(lang, { zh: '订单不存在', en: 'This order does not exist' }));
  if (!INVOICEABLE_STATUSES.includes(o.status)) {
    const s = InfoStatus.label(o.status, label(lang));
    return fail(
      1,
      say(lang, {
        zh: `订单状态为「${s}」，仅已付款订单可开票`,
        en: `The order is ${s}; only paid orders can be invoiced`,
      }),
    );
  }
  const existing = findInvoice(o.orderId);
  if (existing && (existing.invoiceState === 1 || existing.invoiceState === 2))
    return invoiceWrongState(lang, existing.invoiceState, { zh: '重复申请', en: 'applied for again' });
  const at = now();
  const company = input.titleType === 1;
  const fields = {
    invoiceState: 1 as const,
    type: input.type,
    titleType: input.titleType,
    title: input.title,
    tin: company ? (input.tin ?? '') : '',
    registerAddress: company ? (input.registerAddress ?? '') : '',
    registerPhone: company ? (input.registerPhone ?? '') : '',
    bankName: company ? (input.bankName ?? '') : '',
    bankCardCode: company ? (input.bankCardCode ?? '') : '',
    ...(input.email ? { email: input.email } : {}),
    updateTime: at,
  };
  if (existing)
    await invoices.update((q) => q.where({ orderId: o.orderId }), {
      data: (r) => {
        Object.assign(r, fields, { createTime: at });
        if (!input.email) delete r.email;
        delete r.electronicImage;
      },
    });
  else await invoices.create({ orderId: o.orderId, address: me.address, createTime: at, ...fields });
  return ok();
});

const cancel = implement(invoicesEndpoints.cancel, async ({ input, me, lang }) => {
  const inv = findInvoice(input.orderId);
  if (!inv || inv.address !== me.address) {
    const o = findOrder(input.orderId);
    if (o && o.buyerAddress === me.address) return invoiceWrongState(lang, 0, { zh: '撤销', en: 'cancelled' });
    return fail(1, say(lang, { zh: '订单不存在', en: 'This order does not exist' }));
  }
  if (inv.invoiceState !== 1) return invoiceWrongState(lang, inv.invoiceState, { zh: '撤销', en: 'cancelled' });
  await invoices.update((q) => q.where({ orderId: inv.orderId }), {
    data: (r) => {
      r.invoiceState = 3;
      r.updateTime = now();
    },
  });
  return ok();
});

export const invoicesHandlers = [page, detail, submit, cancel];
