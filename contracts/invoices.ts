import { z } from 'zod';
import { RestDateTime } from './blind-boxes';
import { defineEndpoint, NoData } from './core/endpoint';
import { labelledEnum } from './core/labelled-enum';
import { lazySchema } from './core/lazy-schema';
import { pageOf } from './core/page';
import { OrderId } from './core/primitives';

/*
 * Invoices belong to the /rest generation, known from its admin client
 * (docs/backend/admin-generation.md#rest-invoices): times are strings there (RestDateTime, China time), kept as on that
 * wire. The user-side page lists the caller's invoiceable (paid) orders with their invoice state, 0 when never applied, as the admin
 * filter "0 未开发票" implies.
 */

export const InvoiceState = labelledEnum({
  0: { name: 'none', zh: '未开发票', en: 'Not invoiced' },
  1: { name: 'requested', zh: '申请发票', en: 'Requested' },
  2: { name: 'issued', zh: '已开发票', en: 'Issued' },
  3: { name: 'cancelled', zh: '撤销开票', en: 'Cancelled' },
});
export type InvoiceState = (typeof InvoiceState.values)[number];

export const InvoiceTitleType = labelledEnum({
  0: { name: 'individual', zh: '个人', en: 'Individual' },
  1: { name: 'organization', zh: '单位', en: 'Company' },
});

export const InvoiceType = labelledEnum({
  0: { name: 'ordinary', zh: '普通发票', en: 'Ordinary invoice' },
  1: { name: 'vat_special', zh: '增值税专用发票', en: 'VAT special invoice' },
});

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** 统一社会信用代码 (GB 32100-2015): 18 characters of a 31-letter alphabet, the last a mod-31 check. */
export function isValidUscc(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(code[i] as string) * (USCC_WEIGHTS[i] as number);
  const check = (31 - (sum % 31)) % 31;
  return code[17] === USCC_CHARS[check];
}

export const TITLE_MAX = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** InvoiceListItem (admin type) plus provisional user-side extras. Empty strings where not given. */
export const InvoiceVO = lazySchema(() =>
  z.object({
    orderId: OrderId,
    uid: z.number().int(),
    invoiceState: InvoiceState.schema,
    type: InvoiceType.schema,
    titleType: InvoiceTitleType.schema,
    title: z.string(),
    /** Tax number (统一社会信用代码); "" for individuals. */
    tin: z.string(),
    registerAddress: z.string(),
    registerPhone: z.string(),
    bankName: z.string(),
    bankCardCode: z.string(),
    /** Yuan as a JSON number on the admin wire (not a decimal string); read it with care. */
    invoiceAmount: z.number().nonnegative(),
    /** The issued PDF/image, once issued. */
    electronicImage: z.string().optional(),
    createTime: RestDateTime.optional(),
    updateTime: RestDateTime.optional(),
    /** provisional: where the e-invoice is sent. */
    email: z.string().optional(),
    /** provisional: what was bought, for the list. */
    goodsName: z.string().optional(),
    goodsCover: z.string().optional(),
  }),
);
export type InvoiceVO = z.infer<typeof InvoiceVO>;

const Text = (max: number) => z.string().trim().max(max);

/**
 * What a user submits: the InvoiceListItem fields of a submission (docs/backend/admin-generation.md#rest-invoices) plus
 * the e-mail. Companies need a valid tax number; a VAT special invoice is for companies and needs the registration and bank
 * fields.
 */
export const InvoiceSubmitRO = lazySchema(() =>
  z
    .object({
      orderId: OrderId,
      type: InvoiceType.schema,
      titleType: InvoiceTitleType.schema,
      title: Text(TITLE_MAX).min(1, 'the title is required'),
      tin: Text(18).optional(),
      registerAddress: Text(200).optional(),
      registerPhone: Text(32).optional(),
      bankName: Text(100).optional(),
      bankCardCode: Text(40).optional(),
      /** provisional: not in the admin type; e-invoices are mailed. */
      email: Text(100).regex(EMAIL, 'an e-mail address').optional(),
    })
    .superRefine((v, ctx) => {
      if (v.titleType === 1 && !isValidUscc(v.tin ?? ''))
        ctx.addIssue({ code: 'custom', path: ['tin'], message: 'a valid 18-character unified social credit code' });
      if (v.type === 1) {
        if (v.titleType !== 1)
          ctx.addIssue({ code: 'custom', path: ['titleType'], message: 'a VAT special invoice needs a company title' });
        for (const k of ['registerAddress', 'registerPhone', 'bankName', 'bankCardCode'] as const)
          if (!v[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'required for a VAT special invoice' });
      }
    }),
);
export type InvoiceSubmitRO = z.infer<typeof InvoiceSubmitRO>;

export const invoicesEndpoints = {
  page: defineEndpoint({
    id: 'invoices.page',
    method: 'POST',
    path: '/api/rest/order/invoice/page',
    summary: "The caller's paid orders with their invoice state, newest first; invoiceState −1 or absent = all",
    auth: 'required',
    family: 'rest',
    input: () =>
      z.object({
        page: z.number().int().optional(),
        size: z.number().int().optional(),
        invoiceState: z.number().int().optional(),
      }),
    data: () => pageOf(InvoiceVO),
  }),
  submit: defineEndpoint({
    id: 'invoices.submit',
    method: 'POST',
    path: '/api/rest/order/invoice/submit',
    summary: 'Apply for an invoice of a paid order; not while one is requested or issued',
    auth: 'required',
    family: 'rest',
    input: InvoiceSubmitRO,
    data: NoData,
  }),
  cancel: defineEndpoint({
    id: 'invoices.cancel',
    method: 'POST',
    path: '/api/rest/order/invoice/cancel',
    summary: 'Withdraw a requested invoice (only while requested)',
    auth: 'required',
    family: 'rest',
    input: () => z.object({ orderId: OrderId }),
    data: NoData,
  }),
  detail: defineEndpoint({
    id: 'invoices.detail',
    method: 'GET',
    path: '/api/rest/order/invoice/detail',
    summary: 'The invoice of one order of the caller (state 0 when never applied); no data for other orders',
    auth: 'required',
    family: 'rest',
    input: () => z.object({ orderId: OrderId }),
    data: () => InvoiceVO.optional(),
  }),
} as const;
