import { describe, expect, it } from 'vitest';
import { EMPTY_APPLY, toSubmission } from './apply-form';

const ORDER = '202601150000000112';

describe('toSubmission', () => {
  it('sends an individual title without company fields', () => {
    const r = toSubmission(ORDER, { ...EMPTY_APPLY, title: ' 张三 ', tin: 'ignored', type: 1 });
    expect(r).toEqual({ ok: true, value: { orderId: ORDER, titleType: 0, type: 0, title: '张三' } });
  });
  it('refuses a company with a bad tax number, naming the field', () => {
    const r = toSubmission(ORDER, { ...EMPTY_APPLY, titleType: 1, title: '某公司', tin: '91350100M000100Y44' });
    expect(r).toEqual({ ok: false, errors: { tin: 'tin' } });
  });
  it('upper-cases and accepts a valid tax number', () => {
    const r = toSubmission(ORDER, { ...EMPTY_APPLY, titleType: 1, title: '某公司', tin: '91350100m000100y43' });
    expect(r.ok && r.value.tin).toBe('91350100M000100Y43');
  });
  it('requires the title and a well-formed e-mail', () => {
    const r = toSubmission(ORDER, { ...EMPTY_APPLY, email: 'nope' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['email', 'title']);
  });
});
