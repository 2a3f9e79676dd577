import { type InvoiceSubmitRO, InvoiceSubmitRO as Schema } from '@contracts/invoices';

export interface ApplyValues {
  titleType: 0 | 1;
  type: 0 | 1;
  title: string;
  tin: string;
  registerAddress: string;
  registerPhone: string;
  bankName: string;
  bankCardCode: string;
  email: string;
}

export const EMPTY_APPLY: ApplyValues = {
  titleType: 0,
  type: 0,
  title: '',
  tin: '',
  registerAddress: '',
  registerPhone: '',
  bankName: '',
  bankCardCode: '',
  email: '',
};

/**
 * Form values → the submission, checked with the contract's own schema before anything is sent.
 * Company-only fields are dropped for individuals; blanks are left out. Errors are keyed by field.
 */
export function toSubmission(
  orderId: string,
  v: ApplyValues,
): { ok: true; value: InvoiceSubmitRO } | { ok: false; errors: Partial<Record<keyof ApplyValues, string>> } {
  const company = v.titleType === 1;
  const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());
  const raw = {
    orderId,
    titleType: v.titleType,
    type: company ? v.type : 0,
    title: v.title.trim(),
    tin: company ? v.tin.trim().toUpperCase() : undefined,
    registerAddress: company ? opt(v.registerAddress) : undefined,
    registerPhone: company ? opt(v.registerPhone) : undefined,
    bankName: company ? opt(v.bankName) : undefined,
    bankCardCode: company ? opt(v.bankCardCode) : undefined,
    email: opt(v.email),
  };
  const parsed = Schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Partial<Record<keyof ApplyValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof ApplyValues;
    if (key && !errors[key]) errors[key] = key;
  }
  return { ok: false, errors };
}
