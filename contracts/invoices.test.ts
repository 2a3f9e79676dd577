import { describe, expect, it } from 'vitest';
import { InvoiceSubmitRO, isValidUscc } from './invoices';

describe('isValidUscc (GB 32100-2015)', () => {
  it.each(['91350100M000100Y43', '91110000802100433B'])('accepts %s', (code) => {
    expect(isValidUscc(code)).toBe(true);
  });
  it.each(['91350100M000100Y44', '91350100M000100Y4', '9135010OM000100Y43', '', '91350100m000100y43'])(
    'rejects %j',
    (code) => {
      expect(isValidUscc(code)).toBe(false);
    },
  );
});

describe('InvoiceSubmitRO', () => {
  const base = { orderId: '202601150000000112', type: 0, titleType: 0, title: '张三' };
  it('lets an individual apply without a tax number', () => {
    expect(InvoiceSubmitRO.safeParse(base).success).toBe(true);
  });
  it('requires a valid tax number from a company', () => {
    expect(InvoiceSubmitRO.safeParse({ ...base, titleType: 1 }).success).toBe(false);
    expect(InvoiceSubmitRO.safeParse({ ...base, titleType: 1, tin: '91350100M000100Y43' }).success).toBe(true);
  });
  it('keeps VAT special invoices for companies with bank and registration fields', () => {
    const company = { ...base, titleType: 1, tin: '91350100M000100Y43', type: 1 };
    expect(InvoiceSubmitRO.safeParse({ ...base, type: 1 }).success).toBe(false);
    expect(InvoiceSubmitRO.safeParse(company).success).toBe(false);
    const full = { ...company, registerAddress: '杭州', registerPhone: '0571-1', bankName: '招行', bankCardCode: '1' };
    expect(InvoiceSubmitRO.safeParse(full).success).toBe(true);
  });
  it('checks the e-mail shape', () => {
    expect(InvoiceSubmitRO.safeParse({ ...base, email: 'not-mail' }).success).toBe(false);
  });
});
